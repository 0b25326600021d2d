// The apps-list part of bench:search-quality (issue 28): each app named with dots or an acronym found
// first for its own name in every natural spelling, shared words finding all their apps near the top,
// and a word most of the catalogue carries ranking fewer than half the apps as strong matches. An
// app without a strength of its own (a list that makes no such distinction) counts as strong.
import pg from 'pg';
import { listApps } from '../../server/services/catalogue/apps.ts';
import type { ServiceContext } from '../../server/services/platform/context.ts';

type AppCase =
  | { query: string; first: string }
  | { query: string; top3: string[] }
  | { query: string; strongUnderHalf: true };

export const APP_CASES: AppCase[] = [
  ...['gov.br', 'govbr', 'gov br'].map((query) => ({ query, first: 'gov.br' })),
  ...['Detran.SP', 'detran sp'].map((query) => ({ query, first: 'Detran.SP' })),
  ...['Fala.BR', 'fala br'].map((query) => ({ query, first: 'Fala.BR' })),
  { query: 'Consumidor.gov.br', first: 'Consumidor.gov.br' },
  { query: 'detran', top3: ['Detran.SP', 'Detran.RJ'] },
  { query: 'consumidor', top3: ['Consumidor.gov.br'] },
  { query: 'Servicos', strongUnderHalf: true },
];

const strong = (app: object) => (app as { searchMatch?: string }).searchMatch !== 'weak';

/** Prints the table; true when every case passes. */
export async function appsListQuality(ctx: ServiceContext): Promise<boolean> {
  const total = (await listApps(ctx, {})).length;
  console.log('\n| apps list: query | expected | first three | strong / matched | pass |');
  console.log('|---|---|---|---|---|');
  let passed = 0;
  for (const c of APP_CASES) {
    const apps = await listApps(ctx, { search: c.query });
    const names = apps.map((a) => a.name);
    const strongCount = apps.filter(strong).length;
    let ok: boolean;
    let expected: string;
    if ('first' in c) {
      ok = names[0] === c.first;
      expected = `${c.first} first`;
    } else if ('top3' in c) {
      ok = c.top3.every((n) => names.slice(0, 3).includes(n));
      expected = `${c.top3.join(', ')} in the top 3`;
    } else {
      ok = strongCount < total / 2;
      expected = `fewer than ${total / 2} of ${total} apps strong`;
    }
    if (ok) passed++;
    const top = names.slice(0, 3).join(', ') || '—';
    console.log(`| ${c.query} | ${expected} | ${top} | ${strongCount} / ${apps.length} | ${ok ? 'yes' : 'NO'} |`);
  }
  console.log(`\napps list: ${passed}/${APP_CASES.length} cases pass`);
  return passed === APP_CASES.length;
}

/** A fresh database on the PostgreSQL server of `url`, dropped afterwards. */
export async function scratchDatabase(url: string) {
  const name = `vitrine_search_quality_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
