import type { AirtableStandIn } from '../../jobs/support/airtable-standin.ts';

// The browser tests' Airtable base: one app with two screens, for the dashboard's "Sync from
// Airtable". Attachments point at demo pictures on the site itself (Airtable's content host is out of
// reach here): the synced screens look like any other in the shared gallery other specs count.

export const E2E_AIRTABLE = { apiKey: 'patE2EStandIn.secret', baseId: 'appE2EStandInBase' };
export const SYNCED_APP = 'Agenda Cidadã Sincronizada';

export function buildE2EBase(airtable: AirtableStandIn, origin: string) {
  const attachment = (path: string) => [
    { id: `att${path.replace(/\W/g, '').slice(-14)}`, url: `${origin}${path}`, filename: path.split('/').pop() },
  ];
  // Declared with the field the migrations write back; no categories of its own (the demo's stay).
  airtable.table('Categories', ['importing']);
  airtable.table('Apps', ['importing']);
  airtable.table('Screens', ['importing']);
  const app = airtable.add('Apps', {
    Name: SYNCED_APP,
    type: 'Federal',
    platform: 'Android',
    category: 'Cidadania',
    url: 'https://agenda.example.gov.br',
    logo: attachment('/media/logos/1746-rio.png'),
    appinfo: 'Agendamentos de serviços públicos, sincronizado do Airtable.',
    Language: 'Português',
  });
  airtable.add('Screens', {
    'screen-name': 'Início sincronizado',
    app: [app.id],
    Attachments: attachment('/media/screens/1746-rio-avaliar-chamado.png'),
    alttext: 'Tela inicial do aplicativo sincronizado',
    flow: 'Início',
    order: 0,
    tags: ['card'],
  });
  airtable.add('Screens', {
    'screen-name': 'Agendamento sincronizado',
    app: [app.id],
    Attachments: attachment('/media/screens/1746-rio-configuracoes.png'),
    alttext: 'Formulário de agendamento do aplicativo sincronizado',
    flow: 'Início',
    order: 1,
    tags: ['form', 'button'],
  });
}
