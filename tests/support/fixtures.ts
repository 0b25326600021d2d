import type { Db } from '../../server/db/database.ts';
import { slugify } from '../../server/services/platform/text.ts';
import { isPlanned, PLANNED } from '../../server/services/platform/vocabulary.ts';
import { appSearchText, screenSearchText } from '../../server/services/search/search-text.ts';

type FixtureApp = {
  name: string;
  categories: string[];
  type?: 'Federal' | 'State' | 'Municipal';
  platform?: 'iOS' | 'Android' | 'Web' | 'CrossPlatform';
  status?: string;
  appInfo?: string;
  url?: string;
  country?: string;
  updatedDaysAgo: number;
  screens: { name: string; flow?: string; order: number; tags: string[]; description?: string }[];
};

const day = 86_400_000;
const base = Date.UTC(2025, 5, 1);

/** A small catalogue that exercises every rule of spec section 4. */
export const fixtureApps: FixtureApp[] = [
  {
    name: 'Meu SUS Digital',
    categories: ['Saúde'],
    type: 'Federal',
    platform: 'Android',
    updatedDaysAgo: 5,
    appInfo: 'Vacinas, exames e atendimento do Sistema Único de Saúde.',
    url: 'https://www.gov.br/saude',
    screens: [
      { name: 'Carteira de vacinação', flow: 'Vacinas', order: 1, tags: ['card', 'list'] },
      { name: 'Início', flow: 'Início', order: 0, tags: ['navigation', 'card'] },
      { name: 'Ajuda', order: 0, tags: ['button'] },
      {
        name: 'Certificado',
        flow: 'Vacinas',
        order: 0,
        tags: ['button', 'modal'],
        description: 'Certificado de vacinação',
      },
    ],
  },
  {
    name: 'Carteira de Trabalho Digital',
    categories: ['Trabalho'],
    type: 'Federal',
    platform: 'iOS',
    updatedDaysAgo: 1,
    screens: [
      { name: 'Contratos', flow: 'Contratos', order: 0, tags: ['list'] },
      { name: 'Login', flow: 'Acesso', order: 0, tags: ['form', 'input', 'login'] },
    ],
  },
  {
    name: 'Caixa Tem',
    categories: ['Finanças', 'Cidadania'],
    type: 'Federal',
    platform: 'CrossPlatform',
    updatedDaysAgo: 10,
    screens: [{ name: 'Saldo', flow: 'Conta', order: 0, tags: ['chart', 'card'] }],
  },
  {
    name: 'Poupatempo SP',
    categories: ['Cidadania'],
    type: 'State',
    platform: 'Web',
    updatedDaysAgo: 3,
    screens: [],
  },
  { name: 'NHS', categories: ['Saúde'], country: 'Reino Unido', updatedDaysAgo: 0, screens: [] },
  { name: 'Cidade Futura', categories: ['Planejado'], type: 'Municipal', updatedDaysAgo: 2, screens: [] },
  {
    name: 'Agenda Recife',
    categories: ['Cidadania'],
    status: PLANNED,
    type: 'Municipal',
    updatedDaysAgo: 4,
    screens: [],
  },
  {
    name: 'Sistema Oculto',
    categories: ['Saúde'],
    status: 'Hide',
    type: 'Federal',
    updatedDaysAgo: 0,
    screens: [{ name: 'Tela escondida', flow: 'Início', order: 0, tags: ['secret-tag'] }],
  },
];

export const fixtureCategories = [
  'Todos',
  'Finanças',
  'Trabalho',
  'Saúde',
  'Cidadania',
  'Portal',
  'Logística',
  'Mobilidade',
  'Planejado',
];

export async function seedFixture(db: Db) {
  await db.category.createMany({
    data: fixtureCategories.map((name, i) => ({
      name,
      sortOrder: i,
      hidden: name === 'Mobilidade',
      iconUrl: `/media/categories/${slugify(name)}.png`,
    })),
  });
  const apps = [];
  for (const [i, a] of fixtureApps.entries()) {
    const planned = isPlanned(a);
    const app = await db.app.create({
      data: {
        airtableId: `rec-app-${i}`,
        name: a.name,
        slug: slugify(a.name),
        categories: a.categories,
        type: a.type,
        platform: a.platform,
        appInfo: a.appInfo,
        url: a.url,
        country: a.country ?? 'Brasil',
        status: planned ? PLANNED : (a.status ?? null),
        planned,
        screenCount: a.screens.length,
        searchText: appSearchText(a),
        updatedAt: new Date(base - a.updatedDaysAgo * day),
      },
    });
    for (const [j, s] of a.screens.entries()) {
      await db.screen.create({
        data: {
          appId: app.id,
          airtableId: `rec-scr-${i}-${j}`,
          name: s.name,
          description: s.description,
          imageUrl: `/media/screens/${i}-${j}.png`,
          tags: s.tags,
          flow: s.flow ?? 'Other',
          order: s.order,
          searchText: screenSearchText(s, app.searchText),
        },
      });
    }
    apps.push(app);
  }
  return apps;
}
