// Issue 28: search that knows this field. Names written with dots, hyphens and acronyms are found by
// every natural spelling in the apps list (REST and GraphQL) and in /screens; the app named is first;
// a word every app carries makes no match strong. Both databases (the vectors are built by triggers).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { slugify } from '../../../server/services/platform/text.ts';
import { appSearchText, screenSearchText } from '../../../server/services/search/search-text.ts';
import { seededApi } from '../../support/harness.ts';

const NAMED = [
  { name: 'gov.br', appInfo: 'Conta única para entrar nos serviços do governo.' },
  { name: 'Detran.SP', appInfo: 'Habilitação e veículos em São Paulo.' },
  { name: 'Detran.RJ', appInfo: 'Habilitação e veículos no Rio de Janeiro.' },
  { name: 'Detran-PE', appInfo: 'Habilitação e veículos em Pernambuco.' },
  { name: 'Fala.BR', appInfo: 'Ouvidoria: denúncias, reclamações e elogios.' },
  { name: 'Consumidor.gov.br', appInfo: 'Reclamações contra empresas.' },
  { name: 'Anatel Consumidor', appInfo: 'Telefonia e internet.' },
];

async function addNamedApps(db: Db) {
  for (const [i, a] of NAMED.entries()) {
    const data = { ...a, categories: ['Cidadania'], type: 'Federal' as const, platform: 'Android' as const };
    const app = await db.app.create({
      data: { ...data, airtableId: `rec-named-${i}`, slug: slugify(a.name), searchText: appSearchText(data) },
    });
    // Screens of other apps that sign in with gov.br.
    const screen = { name: 'Entrar com gov.br', tags: ['login'], flow: 'Login' };
    await db.screen.create({
      data: {
        ...screen,
        appId: app.id,
        airtableId: `rec-named-scr-${i}`,
        imageUrl: `/media/screens/named-${i}.png`,
        searchText: screenSearchText(screen, app.searchText),
      },
    });
  }
  // A word every app carries (as "serviços" nearly does in the real catalogue).
  const apps = await db.app.findMany();
  for (const app of apps) {
    const appInfo = `${app.appInfo ?? ''} Serviços públicos digitais.`;
    await db.app.update({ where: { id: app.id }, data: { appInfo, searchText: appSearchText({ ...app, appInfo }) } });
  }
}

const h = seededApi(addNamedApps);

type Listed = { name: string; searchMatch?: string };
async function restApps(search: string): Promise<Listed[]> {
  const res = await fetch(`${h.srv.base}/api/apps?search=${encodeURIComponent(search)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Listed[];
}
async function gqlApps(search: string): Promise<Listed[]> {
  const res = await h.srv.gql('query($s: String) { apps(filter: { search: $s }) { name searchMatch } }', { s: search });
  return res.body.data.apps;
}
const names = (apps: Listed[]) => apps.map((a) => a.name);

describe('the apps list finds names with dots and acronyms by every spelling', () => {
  const FIRST: [string, string[]][] = [
    ['gov.br', ['gov.br', 'govbr', 'gov br', 'GOV.BR']],
    ['Detran.SP', ['Detran.SP', 'detran sp', 'detransp']],
    ['Detran-PE', ['Detran-PE', 'detran pe']],
    ['Fala.BR', ['Fala.BR', 'fala br', 'falabr']],
    ['Consumidor.gov.br', ['Consumidor.gov.br', 'consumidor gov br']],
  ];
  for (const [app, spellings] of FIRST) {
    it(`${app} first for ${spellings.map((s) => `"${s}"`).join(', ')} (REST and GraphQL)`, async () => {
      for (const spelling of spellings) {
        const rest = await restApps(spelling);
        expect(names(rest)[0], spelling).toBe(app);
        expect(rest[0]?.searchMatch, spelling).toBe('strong');
        expect(names(await gqlApps(spelling))[0], spelling).toBe(app);
      }
    });
  }

  it('a shared word finds all its apps first: "detran", "consumidor", "gov"', async () => {
    expect(
      names(await restApps('detran'))
        .slice(0, 3)
        .sort(),
    ).toEqual(['Detran-PE', 'Detran.RJ', 'Detran.SP']);
    expect(
      names(await restApps('consumidor'))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Anatel Consumidor', 'Consumidor.gov.br']);
    expect(names(await restApps('gov'))).toEqual(expect.arrayContaining(['gov.br', 'Consumidor.gov.br']));
  });

  it('a word every app carries matches them all, none of them strongly', async () => {
    const all = await restApps('servicos');
    const visible = (await (await fetch(`${h.srv.base}/api/apps`)).json()) as Listed[];
    expect(all.length).toBe(visible.length);
    expect(all.filter((a) => a.searchMatch === 'strong')).toEqual([]);
    // With a distinctive word beside it, the common one neither blocks nor decides.
    expect(
      names(await restApps('servicos detran'))
        .slice(0, 3)
        .sort(),
    ).toEqual(['Detran-PE', 'Detran.RJ', 'Detran.SP']);
  });
});

describe('/screens finds "gov.br" by every spelling', () => {
  it('REST and GraphQL', async () => {
    for (const spelling of ['gov.br', 'govbr', 'gov br', 'Gov.Br']) {
      const res = await fetch(`${h.srv.base}/api/screens?search=${encodeURIComponent(spelling)}`);
      const body = (await res.json()) as { screens: { name: string }[]; totalCount: number };
      expect(body.totalCount, spelling).toBe(NAMED.length);
      expect(new Set(body.screens.map((s) => s.name)), spelling).toEqual(new Set(['Entrar com gov.br']));
      const gql = await h.srv.gql('query($s: String) { screens(first: 20, filter: { search: $s }) { totalCount } }', {
        s: spelling,
      });
      expect(gql.body.data.screens.totalCount, spelling).toBe(NAMED.length);
    }
  });
});
