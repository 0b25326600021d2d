import type { DemoApp } from './catalogue-types.ts';
import type { Rng } from './prng.ts';

// Placeholder texts (pt-BR) shown inside the mock-up screens.

export const brl = (cents: number) =>
  `R$ ${Math.floor(cents / 100).toLocaleString('pt-BR')},${String(cents % 100).padStart(2, '0')}`;
export const date = (rng: Rng) =>
  `${String(rng.int(1, 28)).padStart(2, '0')}/${String(rng.int(1, 12)).padStart(2, '0')}/2025`;

export const ROW_TITLES = [
  'Atualização cadastral',
  'Pagamento confirmado',
  'Documento disponível',
  'Agendamento marcado',
  'Pedido em análise',
  'Certidão emitida',
  'Consulta realizada',
  'Comprovante gerado',
  'Prazo encerrando',
];
export const NOTIFY_TITLES = [
  'Seu pedido foi atualizado',
  'Novo documento disponível',
  'Lembrete de agendamento',
  'Pagamento creditado',
  'Atualize seus dados',
  'Mensagem do órgão',
];
export const STATES: [string, 'ok' | 'wait' | 'new' | 'late'][] = [
  ['Concluído', 'ok'],
  ['Em análise', 'wait'],
  ['Novo', 'new'],
  ['Pendente', 'late'],
];

export const FIELDS: [string, string, 'text' | 'select'][] = [
  ['Nome completo', 'Maria da Silva Santos', 'text'],
  ['CPF', '000.000.000-00', 'text'],
  ['Data de nascimento', 'dd/mm/aaaa', 'text'],
  ['E-mail', 'nome@exemplo.com.br', 'text'],
  ['Telefone celular', '(00) 00000-0000', 'text'],
  ['Município', 'Selecione', 'select'],
  ['Motivo da solicitação', 'Selecione uma opção', 'select'],
  ['CEP', '00000-000', 'text'],
];

export const CARD_TITLES = [
  'Saldo disponível',
  'Próximo pagamento',
  'Situação',
  'Valor a receber',
  'Última atualização',
  'Validade',
];

export const MONTHS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul'];

export const ONBOARDING_TEXT: Record<string, string> = {
  'permitir-notificacoes': 'Receba avisos sobre prazos, pagamentos e o andamento dos seus pedidos.',
  'privacidade-e-lgpd': 'Seus dados são protegidos conforme a Lei Geral de Proteção de Dados.',
};

export const PLACES = ['Unidade Centro', 'Posto Zona Norte', 'Agência Praça da Sé', 'Unidade Jardim América'];
export const STREETS = [
  'Av. Brasil, 1500 – Centro',
  'Rua XV de Novembro, 320',
  'Av. Sete de Setembro, 88',
  'Rua da Aurora, 1045',
];

export const agency = (app: DemoApp) =>
  app.type === 'Federal' ? 'Governo Federal' : app.type === 'State' ? 'Governo do Estado' : 'Prefeitura';

export const PREFS = [
  'Notificações push',
  'Entrar com biometria',
  'Modo escuro',
  'Alto contraste',
  'Compartilhar localização',
  'Lembretes por e-mail',
];
