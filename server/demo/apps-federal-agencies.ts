import type { DemoApp } from './catalogue-types.ts';
import { defineApp } from './screen-gen.ts';

// Federal public-service apps (2/3).
// `services` lists `[Flow/]Name[:kind]` entries separated by "; " — see screen-gen.ts.

export const federalAgencyApps: DemoApp[] = [
  defineApp({
    key: 'sigepe-mobile',
    name: 'Sigepe Mobile',
    type: 'Federal',
    platform: 'Android',
    categories: ['Trabalho'],
    colors: ['#1B4F72', '#F1C40F'],
    info: 'Aplicativo dos servidores públicos federais para consultar contracheque, informe de rendimentos e férias no Sistema de Gestão de Pessoas.',
    services:
      'Contracheque:detail; Informe de rendimentos:detail; Férias:list; Histórico de pagamentos:chart; Dados funcionais:card; Solicitar férias:form',
  }),
  defineApp({
    key: 'correios',
    name: 'Correios',
    type: 'Federal',
    platform: 'CrossPlatform',
    categories: ['Logística'],
    colors: ['#00416B', '#FFD400'],
    url: 'https://www.correios.com.br',
    info: 'Rastreamento de objetos, cálculo de preços e prazos e agendamento de coletas dos Correios, com aviso a cada etapa da entrega.',
    services:
      'Rastrear objeto:list; Detalhe do rastreamento:detail; Calcular preço e prazo:form; Agências próximas:map; Pré-postagem:form; Minhas encomendas:list; Importações e taxas:card',
  }),
  defineApp({
    key: 'registrato',
    name: 'Registrato',
    type: 'Federal',
    platform: 'Web',
    categories: ['Finanças'],
    colors: ['#004B8D', '#8CC63F'],
    url: 'https://registrato.bcb.gov.br',
    info: 'Sistema do Banco Central que mostra os empréstimos, as contas e as chaves Pix registradas no CPF do cidadão.',
    services:
      'Relatório de empréstimos:chart; Contas e relacionamentos:list; Chaves Pix:list; Operações de câmbio:list; Solicitar relatório:form; Detalhe da operação:detail',
  }),
  defineApp({
    key: 'valores-a-receber',
    name: 'Valores a Receber',
    type: 'Federal',
    platform: 'Web',
    categories: ['Finanças'],
    colors: ['#004B8D', '#F7B500'],
    url: 'https://valoresareceber.bcb.gov.br',
    info: 'Sistema do Banco Central para consultar e resgatar dinheiro esquecido em bancos e outras instituições financeiras.',
    services:
      'Consultar valores:form; Valores encontrados:list; Solicitar resgate:form; Pagamentos/Informar chave Pix:form; Situação do pedido:detail; Valores de pessoas falecidas:card',
  }),
  defineApp({
    key: 'portal-da-transparencia',
    name: 'Portal da Transparência',
    type: 'Federal',
    platform: 'Web',
    categories: ['Portal'],
    colors: ['#0B3B60', '#29A3A3'],
    url: 'https://portaldatransparencia.gov.br',
    info: 'Portal da CGU que reúne despesas, receitas, contratos e servidores do Governo Federal em consultas abertas a qualquer cidadão.',
    services:
      'Despesas públicas:chart; Receitas:chart; Servidores:list; Contratos:list; Benefícios ao cidadão:list; Emendas parlamentares:detail; Viagens a serviço:list',
  }),
  defineApp({
    key: 'consumidor-gov-br',
    name: 'Consumidor.gov.br',
    type: 'Federal',
    platform: 'Web',
    categories: ['Cidadania'],
    colors: ['#1E3A5F', '#F47920'],
    url: 'https://www.consumidor.gov.br',
    info: 'Plataforma pública para registrar reclamações contra empresas e acompanhar a resposta, monitorada pela Senacon.',
    services:
      'Registrar reclamação:form; Minhas reclamações:list; Detalhe da reclamação:detail; Empresas participantes:list; Indicadores das empresas:chart; Avaliar resposta:form',
  }),
  defineApp({
    key: 'fala-br',
    name: 'Fala.BR',
    type: 'Federal',
    platform: 'CrossPlatform',
    categories: ['Cidadania'],
    colors: ['#00528A', '#6FB43F'],
    url: 'https://falabr.cgu.gov.br',
    info: 'Plataforma de ouvidoria e acesso à informação do Poder Executivo Federal. Permite registrar denúncias, reclamações, sugestões e pedidos pela Lei de Acesso à Informação.',
    services:
      'Nova manifestação:form; Pedido de acesso à informação:form; Minhas manifestações:list; Resposta do órgão:detail; Entrar com recurso:form; Painel Resolveu?:chart',
  }),
  defineApp({
    key: 'enem',
    name: 'Enem',
    type: 'Federal',
    platform: 'CrossPlatform',
    categories: ['Cidadania'],
    colors: ['#0067B1', '#FFB81C'],
    info: 'Aplicativo oficial do Inep para o Exame Nacional do Ensino Médio: inscrição, cartão de confirmação, local de prova e resultado.',
    services:
      'Inscrição:form; Cartão de confirmação:card; Local de prova:map; Resultado individual:chart; Gabaritos:list; Cronograma do exame:list',
  }),
  defineApp({
    key: 'esocial-domestico',
    name: 'eSocial Doméstico',
    type: 'Federal',
    platform: 'Android',
    categories: ['Trabalho', 'Finanças'],
    colors: ['#00447C', '#36A9E1'],
    info: 'Aplicativo para empregadores domésticos registrarem a folha de pagamento e emitirem a guia DAE do eSocial.',
    services:
      'Trabalhadores:list; Folha de pagamento:form; Pagamentos/Emitir guia DAE:detail; Registrar férias:form; Desligamento:form; Resumo mensal:chart',
  }),
  defineApp({
    key: 'prf-brasil',
    name: 'PRF Brasil',
    type: 'Federal',
    platform: 'Android',
    categories: ['Mobilidade'],
    colors: ['#0A2F5C', '#F2C300'],
    info: 'Aplicativo da Polícia Rodoviária Federal com as condições das rodovias federais, registro de acidentes sem vítimas e canal de denúncia.',
    services:
      'Condições das rodovias:map; Declaração de acidente:form; Fazer denúncia:form; Declarações registradas:list; Postos da PRF:map; Dicas de segurança:card',
  }),
];
