// `npm run bench:search-quality`: 30 queries a designer might type, each with the demo screens they
// would expect, and how many of those appear in the first 10 results — with the old search (the
// whole query as one accent-folded substring, newest first) and with the current one. Then the apps
// list (the home page's search): names written with dots and acronyms in every natural spelling, and
// a word most of the catalogue carries (scripts/search-quality/apps.ts). Then the English part: English
// words finding Portuguese screens and apps, and the typo pairs (scripts/search-quality/english.ts). With DATABASE_URL it runs on
// a fresh database of that PostgreSQL server (created and dropped here), else on in-memory PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { loadDemo } from '../server/demo/load-demo.ts';
import { LocalImageHost } from '../server/images/local-host.ts';
import { galleryPage } from '../server/services/gallery/gallery.ts';
import type { ServiceContext } from '../server/services/platform/context.ts';
import { normalizeText } from '../server/services/platform/text.ts';
import { appsListQuality, scratchDatabase } from './search-quality/apps.ts';
import { englishQuality } from './search-quality/english.ts';

type Screen = { id: number; name: string; searchText: string; ocrText: string | null };
type Case = { kind: string; query: string; expect: (s: Screen) => boolean };

const name = (re: RegExp) => (s: Screen) => re.test(normalizeText(s.name));
const inImage = (re: RegExp) => (s: Screen) => re.test(normalizeText(s.ocrText ?? ''));
const text = (re: RegExp) => (s: Screen) => re.test(s.searchText);
const either =
  (...all: ((s: Screen) => boolean)[]) =>
  (s: Screen) =>
    all.some((e) => e(s));

const CASES: Case[] = [
  { kind: 'words', query: 'pedir aposentadoria', expect: name(/pedir aposentadoria/) },
  { kind: 'words', query: 'aposentadoria pedir', expect: name(/pedir aposentadoria/) },
  { kind: 'words', query: 'extrato pagamento', expect: name(/extrato de pagamento/) },
  { kind: 'words', query: 'carteira vacinacao', expect: name(/carteira de vacina/) },
  { kind: 'words', query: 'segunda via', expect: name(/segunda via/) },
  { kind: 'words', query: 'simular aposentadoria', expect: name(/simular aposentadoria/) },
  { kind: 'words', query: 'mapa agencias', expect: name(/agencias/) },
  { kind: 'words', query: 'notificacoes', expect: name(/notifica/) },
  { kind: 'words', query: 'configuracoes perfil', expect: name(/configurac/) },
  // Issue 53: a screen named for payment slips ("Guias de pagamento") is a boleto's kind too.
  { kind: 'words', query: 'boleto', expect: either(text(/\bboleto/), name(/guias? de pagamento/)) },
  { kind: 'image text', query: 'modo escuro', expect: inImage(/modo escuro/) },
  { kind: 'image text', query: 'alto contraste', expect: inImage(/alto contraste/) },
  { kind: 'image text', query: 'entrar com biometria', expect: inImage(/entrar com biometria/) },
  { kind: 'image text', query: 'protocolo chega por e-mail', expect: inImage(/protocolo chega por e-mail/) },
  {
    kind: 'image text',
    query: 'confira os dados antes de enviar',
    expect: inImage(/confira os dados antes de enviar/),
  },
  { kind: 'misspelling', query: 'aposentadria', expect: name(/aposentadoria/) },
  // Issue 53: a screen named for scheduling ("Agendar vacinação") is expected too, now that the
  // vocabulary ranks it by its name rather than by a word of its app's description.
  { kind: 'misspelling', query: 'agendameto', expect: either(text(/agendamento/), name(/\bagend/)) },
  { kind: 'misspelling', query: 'extato pagamento', expect: name(/extrato de pagamento/) },
  { kind: 'misspelling', query: 'notificacoens', expect: name(/notifica/) },
  { kind: 'misspelling', query: 'conigurações', expect: name(/configurac/) },
  { kind: 'plural/verb', query: 'agendamentos', expect: text(/agendamento/) },
  { kind: 'plural/verb', query: 'pagamentos', expect: text(/pagamento/) },
  { kind: 'plural/verb', query: 'consultar pedido', expect: name(/consultar pedidos/) },
  { kind: 'plural/verb', query: 'agendar pericia', expect: name(/agendar pericia/) },
  { kind: 'plural/verb', query: 'vacina', expect: text(/vacina/) },
  // Issue 53: and the screens named for health in Portuguese ("Serviços de saúde"), which it now finds.
  { kind: 'english', query: 'health', expect: either(text(/\bhealth\b/), name(/\bsaude\b/)) },
  { kind: 'english', query: 'finance', expect: text(/\bfinance\b/) },
  { kind: 'english', query: 'login', expect: text(/\blogin\b/) },
  { kind: 'english', query: 'chart', expect: text(/\bchart\b/) },
  {
    kind: 'english',
    query: 'work card',
    expect: (s) => /\bwork\b/.test(s.searchText) && /\bcard\b/.test(s.searchText),
  },
];

const dir = mkdtempSync(join(tmpdir(), 'vitrine-quality-'));
const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
const database = await openDatabase({ databaseUrl: scratch?.url });
console.log(`search quality on ${scratch ? 'PostgreSQL' : 'PGlite'}\n`);
let failed = false;
try {
  await loadDemo(database.prisma, new LocalImageHost(join(dir, 'media')));
  const db = database.prisma;
  const ctx = { db } as unknown as ServiceContext;
  const publicWhere = { hidden: false, app: { planned: false, OR: [{ status: null }, { status: { not: 'Hide' } }] } };
  const all = await db.screen.findMany({
    where: publicWhere,
    select: {
      id: true,
      name: true,
      searchText: true,
      ocrText: true,
      altText: true,
      tags: true,
      app: { select: { name: true } },
    },
  });
  let beforeTotal = 0;
  let afterTotal = 0;
  let wanted = 0;
  console.log('| # | kind | query | expected | before (top 10) | after (top 10) |');
  console.log('|---|---|---|---|---|---|');
  for (const [i, c] of CASES.entries()) {
    const expected = new Set(all.filter(c.expect).map((s) => s.id));
    const want = Math.min(10, expected.size);
    const old = await db.screen.findMany({
      where: { ...publicWhere, searchText: { contains: normalizeText(c.query) } },
      orderBy: { id: 'desc' },
      take: 10,
      select: { id: true },
    });
    const now = (await galleryPage(ctx, { search: c.query }, { first: 10 })).items;
    const hits = (rows: { id: number }[]) => rows.filter((r) => expected.has(r.id)).length;
    beforeTotal += hits(old);
    afterTotal += hits(now);
    wanted += want;
    console.log(
      `| ${i + 1} | ${c.kind} | ${c.query} | ${expected.size} | ${hits(old)}/${want} | ${hits(now)}/${want} |`,
    );
  }
  console.log(
    `\ntotal: before ${beforeTotal}/${wanted}, after ${afterTotal}/${wanted} expected screens in the first 10`,
  );
  failed = afterTotal < wanted;
  failed = !(await appsListQuality(ctx)) || failed;
  failed =
    !(await englishQuality(
      ctx,
      all.map((s) => ({ ...s, app: s.app.name })),
    )) || failed;
} finally {
  await database.close();
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
