import type { DemoApp } from './catalogue-types.ts';
import { defineApp } from './screen-gen.ts';

// Municipal public-service apps.
// `services` lists `[Flow/]Name[:kind]` entries separated by "; " — see screen-gen.ts.

export const municipalApps: DemoApp[] = [
  defineApp({
    key: '1746-rio',
    name: '1746 Rio',
    type: 'Municipal',
    platform: 'CrossPlatform',
    categories: ['Cidadania'],
    colors: ['#0061A7', '#F39C12'],
    url: 'https://www.1746.rio',
    info: 'Central de Atendimento ao Cidadão da Prefeitura do Rio. Registre pedidos de tapa-buraco, iluminação e remoção de entulho e acompanhe o andamento.',
    services:
      'Novo chamado:form; Escolher local:map; Meus chamados:list; Detalhe do chamado:detail; Serviços mais pedidos:list; Avaliar chamado:form',
  }),
  defineApp({
    key: 'sp156',
    name: 'SP156',
    type: 'Municipal',
    platform: 'Android',
    categories: ['Cidadania'],
    colors: ['#D32F2F', '#1A237E'],
    url: 'https://sp156.prefeitura.sp.gov.br',
    info: 'Canal de atendimento da Prefeitura de São Paulo para pedir serviços de zeladoria, iluminação e fiscalização e acompanhar os protocolos.',
    services:
      'Solicitar serviço:form; Localização da ocorrência:map; Minhas solicitações:list; Protocolo:detail; Categorias de serviço:list; Dúvidas frequentes:list',
  }),
  defineApp({
    key: 'recife-na-palma-da-mao',
    name: 'Recife na Palma da Mão',
    type: 'Municipal',
    platform: 'Android',
    categories: ['Portal', 'Cidadania'],
    colors: ['#0D47A1', '#FBC02D'],
    info: 'Aplicativo da Prefeitura do Recife que reúne serviços municipais, IPTU, chamados à central 156 e informações da cidade.',
    services:
      'Serviços da prefeitura:list; Pagamentos/Segunda via do IPTU:detail; Abrir chamado 156:form; Meus chamados:list; Agenda cultural:card',
  }),
  defineApp({
    key: 'porto-alegre-156',
    name: 'Porto Alegre 156',
    type: 'Municipal',
    platform: 'iOS',
    categories: ['Cidadania'],
    colors: ['#00539F', '#FFC72C'],
    info: 'Central 156 da Prefeitura de Porto Alegre para registrar pedidos de serviços urbanos e acompanhar as respostas.',
    services:
      'Novo pedido:form; Mapa de pedidos:map; Meus pedidos:list; Detalhe do pedido:detail; Acompanhar resposta:detail',
  }),
  defineApp({
    key: 'saude-ja-curitiba',
    name: 'Saúde Já Curitiba',
    type: 'Municipal',
    platform: 'Android',
    categories: ['Saúde'],
    colors: ['#00796B', '#FFB300'],
    info: 'Aplicativo da Prefeitura de Curitiba para agendar consultas nas unidades de saúde, ver exames e receber lembretes.',
    services:
      'Agendar consulta:form; Minhas consultas:list; Resultados de exames:list; Unidades de saúde:map; Carteira de vacinação:card; Detalhe da consulta:detail',
  }),
  defineApp({
    key: 'estar-curitiba',
    name: 'EstaR Curitiba',
    type: 'Municipal',
    platform: 'iOS',
    categories: ['Mobilidade', 'Finanças'],
    colors: ['#0072BC', '#8DC63F'],
    info: 'Estacionamento regulamentado digital de Curitiba: ative o EstaR pelo celular, compre créditos e receba aviso antes do fim do tempo.',
    services:
      'Ativar estacionamento:form; Pagamentos/Comprar créditos:form; Meus veículos:list; Áreas de EstaR:map; Histórico de ativações:list; Saldo de créditos:chart',
  }),
  defineApp({
    key: 'pbh-app',
    name: 'PBH App',
    type: 'Municipal',
    platform: 'CrossPlatform',
    categories: ['Portal'],
    colors: ['#0A3A7D', '#F9A825'],
    url: 'https://prefeitura.pbh.gov.br',
    info: 'Aplicativo da Prefeitura de Belo Horizonte com serviços de IPTU, saúde e trânsito e abertura de pedidos de manutenção urbana.',
    services:
      'Serviços em destaque:list; Pagamentos/IPTU:detail; Solicitar manutenção:form; Saúde na PBH:card; Ônibus em tempo real:map; Minhas solicitações:list',
  }),
  defineApp({
    key: 'carioca-digital',
    name: 'Carioca Digital',
    type: 'Municipal',
    platform: 'Web',
    categories: ['Portal'],
    colors: ['#0A5CA8', '#45B549'],
    url: 'https://carioca.rio',
    info: 'Portal de serviços da Prefeitura do Rio de Janeiro com login único, carteira de documentos e acompanhamento de processos.',
    services:
      'Catálogo de serviços:list; Meus processos:list; Detalhe do processo:detail; Pagamentos/Guias de pagamento:list; Emitir certidões:form',
  }),
  defineApp({
    key: 'e-saude-sp',
    name: 'e-saúdeSP',
    type: 'Municipal',
    platform: 'Android',
    categories: ['Saúde'],
    colors: ['#0077C8', '#E94E1B'],
    info: 'Aplicativo da Prefeitura de São Paulo para consultar agendamentos, vacinas e medicamentos da rede municipal de saúde.',
    services:
      'Meus agendamentos:list; Vacinas:card; Medicamentos:list; Onde encontrar medicamento:map; Histórico de atendimentos:list; Cartão SUS:card',
  }),
  defineApp({
    key: 'nota-carioca',
    name: 'Nota Carioca',
    type: 'Municipal',
    platform: 'Web',
    categories: ['Finanças'],
    colors: ['#1565C0', '#FF8F00'],
    url: 'https://notacarioca.rio.gov.br',
    info: 'Sistema de Nota Fiscal de Serviços Eletrônica do Rio, que devolve parte do ISS ao tomador e permite abater créditos no IPTU.',
    services:
      'Emitir NFS-e:form; Notas recebidas:list; Créditos acumulados:chart; Pagamentos/Usar créditos no IPTU:form; Consultar nota:detail',
  }),
  defineApp({
    key: 'nota-fiscal-paulistana',
    name: 'Nota Fiscal Paulistana',
    type: 'Municipal',
    platform: 'Web',
    categories: ['Finanças'],
    colors: ['#263238', '#FF7043'],
    info: 'Emissão e consulta de Notas Fiscais de Serviços Eletrônicas da cidade de São Paulo, com créditos para abater no IPTU.',
    services:
      'Emitir nota:form; Notas emitidas:list; Créditos de IPTU:chart; Detalhe da nota:detail; Guia de ISS:detail',
  }),
  defineApp({
    key: 'conecta-recife',
    name: 'Conecta Recife',
    type: 'Municipal',
    platform: 'CrossPlatform',
    categories: ['Saúde', 'Cidadania'],
    colors: ['#1976D2', '#26A69A'],
    info: 'Plataforma da Prefeitura do Recife para agendar vacinação, consultas e serviços de saúde e assistência social.',
    services:
      'Agendar vacinação:form; Meus agendamentos:list; Comprovante de vacinação:detail; Serviços de saúde:list; Policlínicas:map',
  }),
  defineApp({
    key: 'taxi-rio',
    name: 'Taxi.Rio',
    type: 'Municipal',
    platform: 'Android',
    categories: ['Mobilidade'],
    colors: ['#FFC107', '#212121'],
    info: 'Aplicativo oficial da Prefeitura do Rio para chamar táxis credenciados, com desconto na tarifa e pagamento pelo celular.',
    services:
      'Chamar táxi:map; Estimativa de tarifa:card; Pagamentos/Formas de pagamento:list; Minhas corridas:list; Detalhe da corrida:detail; Avaliar motorista:form',
  }),
];
