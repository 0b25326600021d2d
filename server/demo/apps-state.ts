import type { DemoApp } from './catalogue-types.ts';
import { defineApp } from './screen-gen.ts';

// State public-service apps.
// `services` lists `[Flow/]Name[:kind]` entries separated by "; " — see screen-gen.ts.

export const stateApps: DemoApp[] = [
  defineApp({
    key: 'poupatempo-sp',
    name: 'Poupatempo SP',
    type: 'State',
    platform: 'CrossPlatform',
    categories: ['Cidadania', 'Portal'],
    colors: ['#E30613', '#1D1D1B'],
    url: 'https://www.poupatempo.sp.gov.br',
    info: 'Serviços do Poupatempo do Governo de São Paulo sem sair de casa: RG, CNH, certidões e agendamento de atendimento presencial.',
    services:
      'Agendar atendimento:form; Meus agendamentos:list; Carteira de identidade:form; Renovar CNH:form; Atestado de antecedentes:detail; Postos do Poupatempo:map; Documentos digitais:card; Seguro-desemprego:form',
  }),
  defineApp({
    key: 'sp-servicos',
    name: 'SP Serviços',
    type: 'State',
    platform: 'Android',
    categories: ['Portal'],
    colors: ['#C8102E', '#034EA2'],
    info: 'Aplicativo do Governo do Estado de São Paulo que reúne em um só lugar serviços estaduais de saúde, educação, trânsito e segurança.',
    services:
      'Catálogo de serviços:list; Boletim de ocorrência:form; Débitos do veículo:detail; Matrícula escolar:form; Agendar vacina:form; Serviços favoritos:list',
  }),
  defineApp({
    key: 'detran-sp',
    name: 'Detran.SP',
    type: 'State',
    platform: 'iOS',
    categories: ['Mobilidade'],
    colors: ['#002F6C', '#F9B000'],
    info: 'Serviços do Departamento de Trânsito de São Paulo: licenciamento, pontuação da CNH, transferência de veículo e agendamentos.',
    services:
      'Licenciamento:form; Pontuação da CNH:detail; Débitos do veículo:list; Pagamentos/Pagar IPVA e taxas:form; Transferência de veículo:form; Agendar vistoria:form; Histórico de infrações:chart',
  }),
  defineApp({
    key: 'detran-rj',
    name: 'Detran.RJ',
    type: 'State',
    platform: 'Android',
    categories: ['Mobilidade'],
    colors: ['#00519E', '#FFDD00'],
    info: 'Aplicativo do Departamento de Trânsito do Rio de Janeiro para agendar serviços, consultar multas e emitir documentos do veículo.',
    services:
      'Agendamento de serviços:form; Consultar multas:list; Nada consta:detail; Vistoria anual:card; Postos do Detran:map',
  }),
  defineApp({
    key: 'rj-digital',
    name: 'RJ Digital',
    type: 'State',
    platform: 'CrossPlatform',
    categories: ['Portal'],
    colors: ['#0D3C84', '#F7A800'],
    info: 'Portal de serviços digitais do Governo do Estado do Rio de Janeiro, com login único e acompanhamento de solicitações.',
    services:
      'Todos os serviços:list; Segunda via de RG:form; Certidões:list; Minhas solicitações:list; Detalhe da solicitação:detail; Carteira de documentos:card',
  }),
  defineApp({
    key: 'mg-app',
    name: 'MG App',
    type: 'State',
    platform: 'CrossPlatform',
    categories: ['Portal', 'Mobilidade'],
    colors: ['#B71C1C', '#212121'],
    info: 'Aplicativo do Governo de Minas Gerais com serviços de trânsito, IPVA, saúde e segurança, incluindo documentos do Detran-MG.',
    services:
      'Serviços de trânsito:list; Pagamentos/IPVA:form; Pagamentos/Taxa de licenciamento:detail; Boletim de ocorrência:form; Agendamento na UAI:form; Cartão SUS:card; Meus veículos:list',
  }),
  defineApp({
    key: 'bahia-ba',
    name: 'Bahia.ba',
    type: 'State',
    platform: 'Android',
    categories: ['Portal', 'Cidadania'],
    colors: ['#00639A', '#E4002B'],
    info: 'Aplicativo do Governo da Bahia que reúne serviços do SAC Digital, agendamentos e notícias do estado.',
    services:
      'SAC Digital:list; Agendar atendimento no SAC:form; Meus agendamentos:list; Consulta de IPVA:detail; Notícias do estado:card',
  }),
  defineApp({
    key: 'nota-fiscal-paulista',
    name: 'Nota Fiscal Paulista',
    type: 'State',
    platform: 'Android',
    categories: ['Finanças'],
    colors: ['#0B5394', '#F6B26B'],
    info: 'Programa da Secretaria da Fazenda de São Paulo que devolve parte do ICMS a quem pede CPF na nota e sorteia prêmios todo mês.',
    services:
      'Créditos disponíveis:chart; Notas fiscais:list; Sorteios:card; Bilhetes do sorteio:list; Pagamentos/Transferir créditos:form; Entidades beneficentes:list',
  }),
  defineApp({
    key: 'nota-fiscal-gaucha',
    name: 'Nota Fiscal Gaúcha',
    type: 'State',
    platform: 'iOS',
    categories: ['Finanças'],
    colors: ['#00843D', '#FFCC00'],
    info: 'Programa da Receita Estadual do Rio Grande do Sul que premia quem pede CPF na nota com sorteios e descontos no IPVA.',
    services:
      'Minhas notas:list; Pontuação:chart; Sorteios:card; Resultado do sorteio:detail; Entidades cadastradas:list',
  }),
  defineApp({
    key: 'mt-cidadao',
    name: 'MT Cidadão',
    type: 'State',
    platform: 'Android',
    categories: ['Cidadania'],
    colors: ['#005A32', '#F2C500'],
    info: 'Aplicativo do Governo de Mato Grosso com serviços estaduais, emissão de documentos e agendamento no Ganha Tempo.',
    services:
      'Serviços estaduais:list; Agendar no Ganha Tempo:form; Consulta de veículos:detail; Emitir certidão:form; Unidades Ganha Tempo:map',
  }),
  defineApp({
    key: 'ceara-app',
    name: 'Ceará App',
    type: 'State',
    platform: 'CrossPlatform',
    categories: ['Portal', 'Saúde'],
    colors: ['#006B3F', '#F58220'],
    info: 'Canal de serviços do Governo do Ceará com vacinação, segurança, trânsito e assistência social em um só aplicativo.',
    services:
      'Serviços por tema:list; Agendar vacina:form; Carteira de vacinação:card; Delegacia Eletrônica:form; Débitos de veículo:detail; Hospitais estaduais:map',
  }),
  defineApp({
    key: 'metro-sp',
    name: 'Metrô SP',
    type: 'State',
    platform: 'iOS',
    categories: ['Mobilidade'],
    colors: ['#00205B', '#E4002B'],
    info: 'Aplicativo do Metrô de São Paulo com a situação das linhas em tempo real, o mapa da rede e um canal de denúncia.',
    services:
      'Situação das linhas:list; Mapa da rede:map; Planejar viagem:form; Detalhe da estação:detail; Denúncia por mensagem:form; Horários de funcionamento:list',
  }),
  defineApp({
    key: 'detran-pe',
    name: 'Detran-PE',
    type: 'State',
    platform: 'Android',
    categories: ['Mobilidade'],
    colors: ['#0047AB', '#FFD100'],
    info: 'Serviços do Departamento de Trânsito de Pernambuco: consulta de veículos e CNH, emissão de boletos e agendamentos.',
    services:
      'Consulta de veículo:detail; Consulta de CNH:card; Pagamentos/Emitir boleto:form; Agendar exame:form; Multas:list',
  }),
];
