// The second judged set's fictitious apps and words (issue 60 Measures): nothing here comes from the demo's
// generator (server/demo/): other palettes, fonts, languages and texts for the same kinds of screen.
export const KINDS = ['login', 'home', 'list', 'form', 'detail', 'profile', 'settings', 'onboarding'] as const;
export type Kind = (typeof KINDS)[number];
export type Lang = 'pt' | 'en';

export type JudgedApp = {
  name: string;
  lang: Lang;
  /** Page background, surface (cards), primary (bars, buttons), ink (text). */
  colours: { bg: string; surface: string; primary: string; ink: string };
  font: string;
  radius: number;
  /** What the service deals in: the nouns its lists, forms and details are about. */
  things: string[];
};

export const APPS: JudgedApp[] = [
  {
    name: 'Saúde Já',
    lang: 'pt',
    colours: { bg: '#f4fbf6', surface: '#ffffff', primary: '#0b7a43', ink: '#1c2b22' },
    font: 'DejaVu Sans',
    radius: 14,
    things: ['Consulta', 'Vacina', 'Exame', 'Receita'],
  },
  {
    name: 'Move Cidade',
    lang: 'pt',
    colours: { bg: '#fff8ec', surface: '#fffdf8', primary: '#d9480f', ink: '#2d1b0e' },
    font: 'Liberation Sans',
    radius: 4,
    things: ['Linha', 'Bilhete', 'Parada', 'Recarga'],
  },
  {
    name: 'Tributo Fácil',
    lang: 'pt',
    colours: { bg: '#eef1fa', surface: '#ffffff', primary: '#23307a', ink: '#141a33' },
    font: 'DejaVu Serif',
    radius: 8,
    things: ['Guia', 'Imposto', 'Boleto', 'Parcela'],
  },
  {
    name: 'Escola Aberta',
    lang: 'pt',
    colours: { bg: '#fdf2fa', surface: '#ffffff', primary: '#9c2c77', ink: '#2e1026' },
    font: 'Liberation Serif',
    radius: 20,
    things: ['Matrícula', 'Boletim', 'Turma', 'Frequência'],
  },
  {
    name: 'Água Viva',
    lang: 'pt',
    colours: { bg: '#102a3a', surface: '#17394d', primary: '#4fc3f7', ink: '#e8f4fa' },
    font: 'DejaVu Sans Condensed',
    radius: 10,
    things: ['Fatura', 'Leitura', 'Ligação', 'Vazamento'],
  },
  {
    name: 'CityPass',
    lang: 'en',
    colours: { bg: '#f7f7f7', surface: '#ffffff', primary: '#111111', ink: '#111111' },
    font: 'Liberation Sans Narrow',
    radius: 0,
    things: ['Permit', 'Parking', 'Ticket', 'Fine'],
  },
  {
    name: 'HealthLink',
    lang: 'en',
    colours: { bg: '#f2f0ff', surface: '#ffffff', primary: '#5b3cc4', ink: '#1e1440' },
    font: 'DejaVu Sans',
    radius: 16,
    things: ['Appointment', 'Prescription', 'Clinic', 'Test result'],
  },
  {
    name: 'Vote Info',
    lang: 'en',
    colours: { bg: '#1b1b1f', surface: '#2a2a31', primary: '#f5c518', ink: '#f4f4f4' },
    font: 'Liberation Serif',
    radius: 6,
    things: ['Ballot', 'Polling place', 'Registration', 'Candidate'],
  },
];

type Words = {
  title: string[];
  lines: string[];
  action: string[];
};

/** Each kind's words in each language: an app takes a few of each (by its seed), so no two read alike. */
export const WORDS: Record<Kind, Record<Lang, Words>> = {
  login: {
    pt: {
      title: ['Entrar', 'Acesse sua conta', 'Boas-vindas de volta', 'Identifique-se'],
      lines: ['CPF', 'Senha', 'E-mail ou CPF', 'Esqueci minha senha', 'Lembrar de mim', 'Não tem conta? Cadastre-se'],
      action: ['Entrar', 'Entrar com gov.br', 'Acessar'],
    },
    en: {
      title: ['Sign in', 'Welcome back', 'Log in to your account', 'Sign in to continue'],
      lines: ['Email', 'Password', 'Forgot password?', 'Remember me', 'New here? Create an account', 'Username'],
      action: ['Sign in', 'Log in', 'Continue'],
    },
  },
  home: {
    pt: {
      title: ['Olá, Maria', 'Bom dia, João', 'Início', 'Olá, Ana'],
      lines: ['Serviços mais usados', 'Atalhos', 'Novidades', 'Para você', 'Avisos recentes', 'Ver todos'],
      action: ['Ver todos os serviços', 'Explorar'],
    },
    en: {
      title: ['Hello, Sam', 'Good morning, Alex', 'Home', 'Hi, Jordan'],
      lines: ['Popular services', 'Shortcuts', 'What is new', 'For you', 'Recent updates', 'See all'],
      action: ['See all services', 'Explore'],
    },
  },
  list: {
    pt: {
      title: ['Minhas solicitações', 'Histórico', 'Resultados', 'Meus pedidos'],
      lines: ['Filtrar', 'Ordenar por data', 'Em andamento', 'Concluído', 'Pendente', 'Buscar'],
      action: ['Carregar mais', 'Ver mais'],
    },
    en: {
      title: ['My requests', 'History', 'Results', 'My orders'],
      lines: ['Filter', 'Sort by date', 'In progress', 'Completed', 'Pending', 'Search'],
      action: ['Load more', 'Show more'],
    },
  },
  form: {
    pt: {
      title: ['Nova solicitação', 'Preencha seus dados', 'Cadastro', 'Formulário'],
      lines: ['Nome completo', 'Data de nascimento', 'Telefone', 'Endereço', 'CEP', 'Campo obrigatório'],
      action: ['Enviar', 'Próximo', 'Salvar e continuar'],
    },
    en: {
      title: ['New request', 'Fill in your details', 'Registration', 'Application form'],
      lines: ['Full name', 'Date of birth', 'Phone number', 'Address', 'Postcode', 'Required field'],
      action: ['Submit', 'Next', 'Save and continue'],
    },
  },
  detail: {
    pt: {
      title: ['Detalhes', 'Informações', 'Resumo', 'Sobre'],
      lines: ['Situação', 'Data de emissão', 'Valor', 'Validade', 'Protocolo', 'Última atualização'],
      action: ['Baixar PDF', 'Compartilhar', 'Imprimir comprovante'],
    },
    en: {
      title: ['Details', 'Information', 'Summary', 'About'],
      lines: ['Status', 'Issue date', 'Amount', 'Valid until', 'Reference number', 'Last updated'],
      action: ['Download PDF', 'Share', 'Print receipt'],
    },
  },
  profile: {
    pt: {
      title: ['Meu perfil', 'Minha conta', 'Perfil', 'Meus dados'],
      lines: ['Maria Souza', 'CPF 123.456.789-00', 'Editar perfil', 'Documentos', 'Endereço cadastrado', 'Sair'],
      action: ['Editar dados', 'Sair da conta'],
    },
    en: {
      title: ['My profile', 'My account', 'Profile', 'Account'],
      lines: ['Sam Taylor', 'Member since 2021', 'Edit profile', 'Documents', 'Saved address', 'Log out'],
      action: ['Edit details', 'Sign out'],
    },
  },
  settings: {
    pt: {
      title: ['Configurações', 'Ajustes', 'Preferências', 'Configurar'],
      lines: ['Notificações', 'Modo escuro', 'Idioma', 'Privacidade', 'Tamanho do texto', 'Biometria'],
      action: ['Restaurar padrão', 'Salvar preferências'],
    },
    en: {
      title: ['Settings', 'Preferences', 'App settings', 'Options'],
      lines: ['Notifications', 'Dark mode', 'Language', 'Privacy', 'Text size', 'Face ID'],
      action: ['Reset to default', 'Save preferences'],
    },
  },
  onboarding: {
    pt: {
      title: ['Tudo em um só lugar', 'Bem-vindo', 'Simples e rápido', 'Sem filas'],
      lines: [
        'Acompanhe seus serviços pelo celular',
        'Receba avisos quando algo mudar',
        'Seus documentos sempre à mão',
        'Resolva sem sair de casa',
      ],
      action: ['Começar', 'Pular', 'Avançar'],
    },
    en: {
      title: ['All in one place', 'Welcome', 'Quick and simple', 'No more queues'],
      lines: [
        'Follow your services from your phone',
        'Get notified when something changes',
        'Your documents always at hand',
        'Get it done from home',
      ],
      action: ['Get started', 'Skip', 'Next'],
    },
  },
};
