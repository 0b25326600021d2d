import type { ScreenKind, ScreenTag } from './catalogue-types.ts';

// Per-kind texts and tags used by the screen generator. `$a` is the app name, `$n` the screen name.

type KindTemplate = { base: ScreenTag[]; extra: ScreenTag[]; descriptions: string[]; alt: string };

export const KIND_TEMPLATES: Record<ScreenKind, KindTemplate> = {
  login: {
    base: ['login', 'form', 'input', 'button'],
    extra: [],
    descriptions: [
      'Tela de acesso do $a: o cidadão informa CPF e senha ou entra com a conta gov.br.',
      'Entrada no $a com CPF e senha, com opção de recuperar o acesso e de entrar com gov.br.',
    ],
    alt: 'a tela de login com o logotipo do app, campos de CPF e senha e o botão Entrar',
  },
  home: {
    base: ['dashboard', 'navigation'],
    extra: ['card', 'icon', 'search', 'menu', 'carousel', 'notification'],
    descriptions: [
      'Tela inicial do $a com saudação, busca e atalhos para os serviços mais usados.',
      'Painel de início do $a, que reúne atalhos de serviços, avisos e a barra de navegação inferior.',
    ],
    alt: 'uma saudação ao usuário, um campo de busca e uma grade de atalhos de serviços',
  },
  list: {
    base: ['list'],
    extra: ['search', 'filter', 'avatar', 'navigation', 'icon', 'tabs'],
    descriptions: [
      'Tela “$n” do $a: lista com busca, filtros e acesso ao detalhe de cada item.',
      'Lista de itens em “$n”, com ícones, datas e setas para abrir os detalhes.',
    ],
    alt: 'uma lista de itens com ícones circulares, textos e setas de navegação',
  },
  form: {
    base: ['form', 'input'],
    extra: ['button', 'dropdown', 'callout'],
    descriptions: [
      'Formulário “$n” do $a, com campos validados, seleção de opções e botão para enviar.',
      'Etapa “$n”: o cidadão preenche os dados pedidos e confirma o envio da solicitação.',
    ],
    alt: 'um formulário com rótulos, campos de preenchimento e um botão de envio',
  },
  card: {
    base: ['card'],
    extra: ['button', 'carousel', 'callout', 'icon', 'tabs'],
    descriptions: [
      'Tela “$n” do $a, com as informações organizadas em cartões empilhados.',
      'Cartões com o resumo de “$n”, destacando valores, situação e ações rápidas.',
    ],
    alt: 'cartões empilhados com título, valores em destaque e botões de ação',
  },
  chart: {
    base: ['chart', 'card'],
    extra: ['tabs', 'dashboard', 'filter', 'dropdown', 'table'],
    descriptions: [
      'Tela “$n” do $a, com gráfico de barras e totais do período selecionado.',
      'Visão gráfica de “$n”, com a evolução mensal e um resumo em cartão.',
    ],
    alt: 'um cartão de resumo e um gráfico de barras com a evolução mensal',
  },
  onboarding: {
    base: ['onboarding'],
    extra: ['carousel', 'button', 'callout'],
    descriptions: [
      'Etapa de apresentação “$n” do $a, com ilustração, texto explicativo e indicador de páginas.',
      'Tela “$n”, que apresenta o $a ao novo usuário antes do primeiro acesso.',
    ],
    alt: 'uma ilustração circular, um título, um texto curto, o indicador de páginas e o botão Próximo',
  },
  profile: {
    base: ['profile', 'avatar'],
    extra: ['list', 'button', 'settings', 'menu'],
    descriptions: [
      'Tela “$n” do $a, com foto, nome e os dados cadastrais do cidadão.',
      'Perfil do usuário no $a, com avatar, dados de contato e atalhos da conta.',
    ],
    alt: 'um avatar com iniciais, o nome do usuário e a lista de dados cadastrais',
  },
  map: {
    base: ['search'],
    extra: ['navigation', 'filter', 'icon', 'card', 'button'],
    descriptions: [
      'Tela “$n” do $a, com mapa da região, marcador de localização e cartão com o endereço.',
      'Mapa interativo em “$n”, que mostra o ponto de atendimento mais próximo e o caminho até ele.',
    ],
    alt: 'um mapa de ruas com um marcador e um cartão inferior com endereço e horário',
  },
  detail: {
    base: ['card'],
    extra: ['table', 'button', 'callout', 'modal', 'icon'],
    descriptions: [
      'Tela “$n” do $a, com a situação em destaque, tabela de dados e botão de ação.',
      'Detalhamento de “$n”, com protocolo, datas e as informações completas do registro.',
    ],
    alt: 'um cartão de situação, uma tabela de informações e um botão de ação',
  },
  settings: {
    base: ['settings'],
    extra: ['list', 'menu', 'button', 'notification'],
    descriptions: [
      'Tela “$n” do $a, com chaves para ativar notificações, biometria e outras preferências.',
      'Preferências do $a em “$n”, organizadas em lista com chaves liga/desliga.',
    ],
    alt: 'uma lista de preferências com chaves liga/desliga',
  },
  splash: {
    base: ['splash-screen'],
    extra: ['loading', 'icon'],
    descriptions: [
      'Tela de abertura do $a, exibida enquanto o aplicativo carrega.',
      'Abertura do $a com o logotipo em destaque sobre a cor principal do app.',
    ],
    alt: 'o logotipo do app em destaque sobre fundo colorido e um indicador de carregamento',
  },
};

/** Display order of flows; screens are sorted by flow, then by `order`. */
export const FLOW_ORDER = ['Onboarding', 'Login', 'Início', 'Serviços', 'Pagamentos', 'Perfil', 'Other'];

export type PoolScreen = {
  name: string;
  kind: ScreenKind;
  flow: string;
  rank: number;
  tags?: ScreenTag[];
  mobileOnly?: boolean;
};

/** Screens every app may have besides its own services; `rank` orders them within their flow. */
export const COMMON_SCREENS: PoolScreen[] = [
  { name: 'Abertura', kind: 'splash', flow: 'Onboarding', rank: 0, mobileOnly: true },
  { name: 'Boas-vindas', kind: 'onboarding', flow: 'Onboarding', rank: 1 },
  {
    name: 'Permitir notificações',
    kind: 'onboarding',
    flow: 'Onboarding',
    rank: 2,
    tags: ['notification'],
    mobileOnly: true,
  },
  { name: 'Privacidade e LGPD', kind: 'onboarding', flow: 'Onboarding', rank: 3, tags: ['callout'] },
  { name: 'Recuperar senha', kind: 'form', flow: 'Login', rank: 1, tags: ['login'] },
  { name: 'Buscar serviços', kind: 'list', flow: 'Início', rank: 1, tags: ['search'] },
  { name: 'Dados pessoais', kind: 'form', flow: 'Perfil', rank: 1 },
  { name: 'Configurações', kind: 'settings', flow: 'Perfil', rank: 2 },
  { name: 'Segurança da conta', kind: 'settings', flow: 'Perfil', rank: 3 },
  { name: 'Notificações', kind: 'list', flow: 'Other', rank: 0, tags: ['notification'] },
  { name: 'Histórico de solicitações', kind: 'list', flow: 'Other', rank: 1, tags: ['filter'] },
  { name: 'Unidades de atendimento', kind: 'map', flow: 'Other', rank: 2 },
  { name: 'Comprovante', kind: 'detail', flow: 'Other', rank: 3, tags: ['modal'] },
  { name: 'Avaliar atendimento', kind: 'form', flow: 'Other', rank: 4 },
  { name: 'Ajuda e perguntas frequentes', kind: 'list', flow: 'Other', rank: 5, tags: ['search'] },
  { name: 'Termos de uso', kind: 'detail', flow: 'Other', rank: 6 },
  { name: 'Sobre o aplicativo', kind: 'detail', flow: 'Other', rank: 7 },
];

export const LOGIN_NAMES = ['Entrar com gov.br', 'Acesso com CPF', 'Login', 'Entrar na conta'];
export const HOME_NAMES = ['Tela inicial', 'Início', 'Painel inicial', 'Página inicial'];
export const PROFILE_NAMES = ['Meu perfil', 'Minha conta', 'Perfil do cidadão'];
