import type { DemoApp } from './catalogue-types.ts';
import { defineApp } from './screen-gen.ts';

// Federal public-service apps (1/3).
// `services` lists `[Flow/]Name[:kind]` entries separated by "; " — see screen-gen.ts.

export const federalCitizenApps: DemoApp[] = [
  defineApp({
    key: 'gov-br',
    name: 'gov.br',
    type: 'Federal',
    platform: 'CrossPlatform',
    categories: ['Portal', 'Cidadania'],
    colors: ['#1351B4', '#FFCD07'],
    url: 'https://www.gov.br',
    login: 'Entrar com gov.br',
    info: 'Conta única do cidadão para acessar os serviços digitais do Governo Federal. Reúne documentos digitais, assinatura eletrônica e o nível da conta (bronze, prata ou ouro).',
    services:
      'Carteira de documentos:card; Assinatura eletrônica:form; Nível da conta:detail; Autorizações de acesso:list; Dispositivos conectados:list; Validar documento:form; Serviços favoritos:list',
  }),
  defineApp({
    key: 'carteira-de-trabalho-digital',
    name: 'Carteira de Trabalho Digital',
    type: 'Federal',
    platform: 'Android',
    categories: ['Trabalho'],
    colors: ['#0C326F', '#2ABB6B'],
    info: 'Versão digital da Carteira de Trabalho, com os contratos registrados pelo empregador. Também permite pedir o seguro-desemprego e consultar o abono salarial.',
    services:
      'Contratos de trabalho:list; Detalhe do contrato:detail; Seguro-desemprego:form; Abono salarial:card; Vagas de emprego:list; Enviar carteira por e-mail:form; Histórico salarial:chart',
  }),
  defineApp({
    key: 'meu-inss',
    name: 'Meu INSS',
    type: 'Federal',
    platform: 'iOS',
    categories: ['Trabalho', 'Cidadania'],
    colors: ['#004A93', '#F2B705'],
    url: 'https://meu.inss.gov.br',
    info: 'Central de serviços da Previdência Social: pedidos de aposentadoria, extrato de pagamento de benefício e agendamento de perícia médica.',
    services:
      'Extrato de pagamento:chart; Pedir aposentadoria:form; Agendar perícia:form; Consultar pedidos:list; Extrato previdenciário (CNIS):detail; Simular aposentadoria:chart; Declaração de beneficiário:detail; Agências do INSS:map',
  }),
  defineApp({
    key: 'meu-sus-digital',
    name: 'Meu SUS Digital',
    type: 'Federal',
    platform: 'CrossPlatform',
    categories: ['Saúde'],
    colors: ['#0D6D3F', '#3FA9F5'],
    info: 'Aplicativo oficial do SUS para acompanhar vacinas, exames, consultas e medicamentos. Reúne o histórico clínico e a carteira de vacinação digital.',
    services:
      'Carteira de vacinação:card; Histórico clínico:list; Resultados de exames:list; Medicamentos dispensados:list; Certificado de vacinação:detail; Encontrar unidade de saúde:map; Doação de sangue:card',
  }),
  defineApp({
    key: 'receita-federal',
    name: 'Receita Federal',
    type: 'Federal',
    platform: 'Android',
    categories: ['Finanças'],
    colors: ['#06315F', '#E4A11B'],
    info: 'Consultas e serviços da Receita Federal na palma da mão: situação do CPF, restituição do Imposto de Renda e pendências fiscais.',
    services:
      'Situação do CPF:detail; Consultar restituição:card; Pendências fiscais:list; Pagamentos/Emitir DARF:form; Agendar atendimento:form; Comprovante de inscrição CNPJ:detail; Caixa postal:list',
  }),
  defineApp({
    key: 'caixa-tem',
    name: 'Caixa Tem',
    type: 'Federal',
    platform: 'Android',
    categories: ['Finanças'],
    colors: ['#005CA9', '#F39200'],
    info: 'Poupança social digital da Caixa para receber benefícios sociais, pagar contas e fazer Pix sem custo. É usada no pagamento do Bolsa Família e de outros programas.',
    services:
      'Saldo e extrato:chart; Pagamentos/Pagar boleto:form; Pagamentos/Pix:form; Pagamentos/Cartão de débito virtual:card; Benefícios recebidos:list; Recarga de celular:form; Pagamentos/Comprovantes de pagamento:list',
  }),
  defineApp({
    key: 'fgts',
    name: 'FGTS',
    type: 'Federal',
    platform: 'iOS',
    categories: ['Finanças', 'Trabalho'],
    colors: ['#005CA9', '#54BBAB'],
    info: 'Consulta do saldo e do extrato das contas do FGTS, com opção de saque-aniversário e de indicar uma conta bancária para receber os valores.',
    services:
      'Minhas contas FGTS:list; Extrato da conta:chart; Saque-aniversário:form; Pagamentos/Indicar conta para saque:form; Simular saque:chart; Valores a receber:card',
  }),
  defineApp({
    key: 'cnh-do-brasil',
    name: 'CNH do Brasil',
    type: 'Federal',
    platform: 'CrossPlatform',
    categories: ['Mobilidade', 'Cidadania'],
    colors: ['#0B4EA2', '#2EB872'],
    info: 'Antiga Carteira Digital de Trânsito, reúne a CNH digital, o documento do veículo (CRLV-e) e as infrações de trânsito, com desconto para pagar multas pelo app.',
    services:
      'CNH digital:card; Documento do veículo (CRLV-e):card; Infrações de trânsito:list; Pagamentos/Pagar multa com desconto:form; Transferir veículo:form; Pontuação da CNH:detail; Indicar condutor:form; Renovar CNH:form',
  }),
  defineApp({
    key: 'e-titulo',
    name: 'e-Título',
    type: 'Federal',
    platform: 'Android',
    categories: ['Cidadania'],
    colors: ['#2E5090', '#C8102E'],
    info: 'Título de eleitor digital da Justiça Eleitoral. Mostra o local de votação, permite justificar a ausência e emitir a certidão de quitação eleitoral.',
    services:
      'Título digital:card; Local de votação:map; Justificar ausência:form; Certidão de quitação eleitoral:detail; Situação eleitoral:detail; Mesários voluntários:list',
  }),
  defineApp({
    key: 'bolsa-familia',
    name: 'Bolsa Família',
    type: 'Federal',
    platform: 'Android',
    categories: ['Cidadania', 'Finanças'],
    colors: ['#1F7A3A', '#F5C400'],
    info: 'Aplicativo do programa Bolsa Família para consultar parcelas, calendário de pagamentos e condicionalidades de saúde e educação da família.',
    services:
      'Calendário de pagamentos:list; Parcelas do benefício:chart; Composição familiar:list; Condicionalidades:detail; Mensagens do programa:list; Extrato do benefício:card',
  }),
  defineApp({
    key: 'meu-imposto-de-renda',
    name: 'Meu Imposto de Renda',
    type: 'Federal',
    platform: 'iOS',
    categories: ['Finanças'],
    colors: ['#0A3D6B', '#F2A900'],
    info: 'Declare o Imposto de Renda da Pessoa Física pelo celular, com a declaração pré-preenchida e o acompanhamento da restituição.',
    services:
      'Declaração pré-preenchida:form; Rendimentos tributáveis:list; Deduções:list; Resumo da declaração:chart; Acompanhar restituição:detail; Pagamentos/Emitir DARF do imposto:form; Recibo de entrega:detail',
  }),
];
