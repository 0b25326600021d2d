import type { DemoApp } from './catalogue-types.ts';
import { defineApp } from './screen-gen.ts';

// Federal public-service apps (3/3), including three hidden (discontinued) ones.
// `services` lists `[Flow/]Name[:kind]` entries separated by "; " — see screen-gen.ts.

export const federalTradeAndRetiredApps: DemoApp[] = [
  defineApp({
    key: 'sne',
    name: 'Sistema de Notificação Eletrônica',
    type: 'Federal',
    platform: 'iOS',
    categories: ['Mobilidade'],
    colors: ['#113F73', '#6CC24A'],
    info: 'Sistema da Senatran para receber notificações de infrações de trânsito por meio digital e pagar multas com até 40% de desconto.',
    services:
      'Notificações de infração:list; Detalhe da infração:detail; Pagamentos/Pagar com desconto:form; Recurso de multa:form; Veículos cadastrados:list',
  }),
  defineApp({
    key: 'porto-sem-papel',
    name: 'Porto Sem Papel',
    type: 'Federal',
    platform: 'Web',
    categories: ['Logística'],
    colors: ['#003A70', '#00A3AD'],
    info: 'Sistema do Governo Federal que concentra as informações de estadia de navios nos portos brasileiros em uma janela única.',
    services:
      'Escalas de navios:list; Nova solicitação de atracação:form; Anuência dos órgãos:detail; Movimentação portuária:chart; Documentos da embarcação:list',
  }),
  defineApp({
    key: 'portal-unico-siscomex',
    name: 'Portal Único Siscomex',
    type: 'Federal',
    platform: 'Web',
    categories: ['Logística', 'Finanças'],
    colors: ['#0E4C92', '#F5A623'],
    url: 'https://portalunico.siscomex.gov.br',
    info: 'Portal Único de Comércio Exterior para registrar declarações de importação e exportação e acompanhar licenças e cargas.',
    services:
      'Declaração Única de Exportação:form; Acompanhar carga:detail; Licenças de importação:list; Estatísticas de comércio exterior:chart; Catálogo de produtos:list; Pagamentos/Pagamento centralizado:form',
  }),
  defineApp({
    key: 'anatel-consumidor',
    name: 'Anatel Consumidor',
    type: 'Federal',
    platform: 'Android',
    categories: ['Cidadania'],
    colors: ['#005DAA', '#00A859'],
    info: 'Registre reclamações contra operadoras de telefonia, internet e TV por assinatura e acompanhe o atendimento pela Anatel.',
    services:
      'Nova reclamação:form; Minhas reclamações:list; Qualidade das operadoras:chart; Detalhe do atendimento:detail; Bloqueio de telemarketing:form',
  }),
  defineApp({
    key: 'alistamento-militar',
    name: 'Alistamento Militar',
    type: 'Federal',
    platform: 'Web',
    categories: ['Cidadania'],
    colors: ['#3B5323', '#C5A100'],
    info: 'Alistamento online obrigatório para os jovens no ano em que completam 18 anos, com acompanhamento da situação militar.',
    services:
      'Fazer alistamento:form; Situação do alistamento:detail; Certificado de alistamento:card; Juntas de serviço militar:map; Calendário de apresentação:list',
  }),
  defineApp({
    key: 'tesouro-direto',
    name: 'Tesouro Direto',
    type: 'Federal',
    platform: 'iOS',
    categories: ['Finanças'],
    colors: ['#0F2B4C', '#E0A526'],
    url: 'https://www.tesourodireto.com.br',
    info: 'Programa do Tesouro Nacional para investir em títulos públicos a partir de pequenos valores, com simulador e acompanhamento da carteira.',
    services:
      'Minha carteira:chart; Títulos disponíveis:list; Pagamentos/Investir:form; Simulador de investimento:chart; Detalhe do título:detail; Pagamentos/Resgatar:form; Extrato de operações:list',
  }),
  defineApp({
    key: 'meu-cadunico',
    name: 'Meu CadÚnico',
    type: 'Federal',
    platform: 'Android',
    categories: ['Cidadania'],
    colors: ['#274E8C', '#EE7D00'],
    info: 'Consulta dos dados da família no Cadastro Único para Programas Sociais, com comprovante de cadastro e situação da atualização.',
    services:
      'Dados da família:list; Comprovante de cadastro:detail; Situação cadastral:card; Programas vinculados:list; Postos de atendimento do CadÚnico:map',
  }),
  defineApp({
    key: 'coronavirus-sus',
    name: 'Coronavírus - SUS',
    type: 'Federal',
    platform: 'iOS',
    categories: ['Saúde'],
    colors: ['#0D6D3F', '#E53935'],
    status: 'Hide',
    info: 'Aplicativo do Ministério da Saúde lançado em 2020 com orientações sobre a covid-19, sintomas e unidades de saúde. Descontinuado.',
    services:
      'Sintomas da covid-19:list; Estou com sintomas?:form; Notícias oficiais:card; Unidades de saúde:map; Como se proteger:card',
  }),
  defineApp({
    key: 'sine-facil',
    name: 'Sine Fácil',
    type: 'Federal',
    platform: 'Android',
    categories: ['Trabalho'],
    colors: ['#00559F', '#FFC20E'],
    status: 'Hide',
    info: 'Antigo aplicativo do Sistema Nacional de Emprego para buscar vagas e agendar entrevistas, substituído pela Carteira de Trabalho Digital.',
    services: 'Vagas de emprego:list; Detalhe da vaga:detail; Agendar entrevista:form; Meu currículo:form',
  }),
  defineApp({
    key: 'caixa-auxilio-emergencial',
    name: 'CAIXA | Auxílio Emergencial',
    type: 'Federal',
    platform: 'Android',
    categories: ['Finanças', 'Cidadania'],
    colors: ['#005CA9', '#F39200'],
    status: 'Hide',
    info: 'Aplicativo usado em 2020 e 2021 para solicitar e acompanhar o Auxílio Emergencial. Descontinuado após o fim do benefício.',
    services: 'Solicitar auxílio:form; Acompanhar solicitação:detail; Parcelas recebidas:chart; Contestação:form',
  }),
];
