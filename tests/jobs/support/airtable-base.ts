// A base shaped like the old one: more than 100 apps (so listing pages with `offset`), screens linked
// by record id and by app name, every spelling of the field names the defaults cover, values in
// their many shapes (linked ids, selects, multi-selects, numbers as text, attachments).
import type { Db } from '../../../server/db/database.ts';
import { appSearchText } from '../../../server/services/search/search-text.ts';
import type { AirtableStandIn, StandInRecord } from './airtable-standin.ts';

const att = (name: string) => [
  {
    id: `att${name.replace(/\W/g, '').slice(0, 14).padEnd(14, '0')}`,
    url: `https://v5.airtableusercontent.com/v3/u/${name}.png`,
    filename: `${name}.png`,
  },
];
const pad = (i: number) => String(i).padStart(3, '0');

export const GENERIC_APPS = 100;
export const HOSTED_LOGO = 'https://res.cloudinary.com/demo/image/upload/v1/logos/carteira.png';
export const HOSTED_SCREEN = 'https://res.cloudinary.com/demo/image/upload/v1/screens/hosted.png';

export function buildBase(a: AirtableStandIn) {
  // Declared with `importing` so PATCH accepts it even where no record has a value yet.
  a.table('Categories', ['importing']);
  a.table('Apps', ['importing']);
  a.table('Screens', ['importing']);
  const cat = (name: string, order: number) => a.add('Categories', { Name: name, Icon: att(`icon-${order}`), order });
  const categories = {
    saude: cat('Saúde', 1),
    financas: cat('Finanças', 2),
    cidadania: cat('Cidadania', 3),
    planejado: cat('Planejado', 4),
  };

  const TYPES = ['Federal', 'Estadual', 'Municipal', 'state', 'Desconhecido'];
  const PLATFORMS: unknown[] = ['iOS', 'Android', 'Web', 'Multiplataforma', ['iOS', 'Android']];
  const NAME_FIELDS = ['app-name', 'appname', 'Name'];
  const generic: StandInRecord[] = [];
  for (let i = 1; i <= GENERIC_APPS; i++) {
    generic.push(
      a.add('Apps', {
        [NAME_FIELDS[i % 3] as string]: `Serviço ${pad(i)}`,
        type: TYPES[i % 5],
        platform: PLATFORMS[i % 5],
        category: i % 2 ? [categories.saude.id] : 'finanças',
        url: `https://servico${i}.gov.br`,
        logo: att(`logo-${i}`),
        Language: 'Português',
      }),
    );
  }
  const apps = {
    govuk: a.add('Apps', { Name: 'GOV.UK', country: 'Reino Unido', type: 'Federal', logo: att('govuk') }),
    agenda: a.add('Apps', { Name: 'Agenda Futura', status: 'Planejado', category: 'Cidadania', logo: att('agenda') }),
    hidden: a.add('Apps', { Name: 'Sistema Oculto', status: 'Hide', type: 'Federal', logo: att('oculto') }),
    saoPaulo: a.add('Apps', {
      appname: 'São Paulo Móvel',
      type: 'Municipal',
      platform: 'Android',
      category: ['Cidadania'],
    }),
    demoNamesake: a.add('Apps', { Name: 'Demo App', type: 'Federal', logo: att('demo') }),
    carteira: a.add('Apps', {
      Name: 'Carteira Digital',
      logo: att('carteira'),
      importing: HOSTED_LOGO,
      allscreens: [],
    }),
  };

  const screens: StandInRecord[] = [];
  for (let i = 0; i < 100; i++) {
    const app = generic[Math.floor(i / 2)] as StandInRecord;
    screens.push(
      a.add('Screens', {
        screen_name: `Tela ${pad(i)}`,
        app: [app.id],
        Attachments: att(`screen-${i}`),
        alttext: `Captura ${i}`,
        tags: ['card', 'list'],
        order: i % 2,
        flow: i % 4 === 0 ? 'Login' : undefined,
      }),
    );
  }
  const byName: StandInRecord[] = [];
  for (let i = 0; i < 25; i++) {
    byName.push(
      a.add('Screens', {
        Name: `Mapa ${i}`,
        appname: 'sao paulo movel',
        image: att(`sp-${i}`),
        tags: 'form, button',
        order: '3',
      }),
    );
  }
  const odd = {
    titled: a.add('Screens', {
      title: 'Carteira',
      app: [apps.carteira.id],
      attachment: att('cart-1'),
      description: 'Saldo',
    }),
    hosted: a.add('Screens', {
      title: 'Hospedada',
      app: [apps.carteira.id],
      attachment: att('cart-2'),
      importing: HOSTED_SCREEN,
    }),
    govuk: a.add('Screens', { title: 'Start', app: [apps.govuk.id], images: att('govuk-1') }),
    orphan: a.add('Screens', { Name: 'Sem app', appname: 'Aplicativo Inexistente', image: att('orphan') }),
    noImage: a.add('Screens', { Name: 'Sem imagem', app: [apps.carteira.id] }),
  };
  return { categories, generic, apps, screens, byName, odd };
}

export type Base = ReturnType<typeof buildBase>;

/** Demo-like rows (syncedAt null, one app named like a base record): the sync must never touch them. */
export async function seedDemoRows(db: Db) {
  await db.category.create({ data: { name: 'Demo Cat', airtableId: 'demo-cat-1', sortOrder: 99 } });
  const searchText = appSearchText({ name: 'Demo App' });
  const app = await db.app.create({
    data: {
      name: 'Demo App',
      slug: 'demo-app',
      airtableId: 'demo-app-1',
      categories: ['Demo Cat'],
      screenCount: 1,
      searchText,
    },
  });
  await db.screen.create({
    data: { appId: app.id, name: 'Demo screen', airtableId: 'demo-scr-1', imageUrl: '/media/screens/demo.png' },
  });
}

export async function demoRowsOf(db: Db) {
  return {
    category: await db.category.findUnique({ where: { airtableId: 'demo-cat-1' } }),
    app: await db.app.findUnique({ where: { airtableId: 'demo-app-1' } }),
    screen: await db.screen.findUnique({ where: { airtableId: 'demo-scr-1' } }),
  };
}
