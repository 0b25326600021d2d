// The scale dataset itself (used by `npm run seed:scale` and by the query-plan test at a smaller size):
// apps and screens generated in SQL, in batches, through the same triggers that keep search vectors and
// the word table for real writes.
import type { Db } from '../../server/db/database.ts';
import { CATEGORY_EN } from '../../server/services/platform/vocabulary.ts';
import { fillFlowKinds } from './flow-kinds.ts';

const NAMES = [
  'Pedir aposentadoria',
  'Extrato de pagamento',
  'Agendar atendimento',
  'Consultar pedidos',
  'Segunda via',
  'Carteira de vacinação',
  'Notificações',
  'Configurações',
  'Entrar com gov.br',
  'Emitir certidão',
  'Pagar boleto',
  'Mapa de agências',
  'Acompanhar solicitação',
  'Perfil',
  'Início',
  'Ajuda',
];
const FLOWS = ['Acesso', 'Atendimento', 'Benefícios', 'Documentos', 'Pagamentos', 'Other'];
const TAGS = ['form', 'button', 'list', 'card', 'navigation', 'modal', 'chart', 'input', 'filter', 'map'];
const CATEGORIES = Object.keys(CATEGORY_EN).filter((c) => !['Todos', 'Planejado', 'Mobilidade'].includes(c));

export async function seedScale(
  db: Db,
  apps: number,
  perApp: number,
  log: (line: string) => void = console.log,
  { vacuum = true } = {},
) {
  const ocr = await db.$queryRaw<
    { t: string }[]
  >`SELECT DISTINCT "ocrText" AS t FROM "Screen" WHERE "ocrText" <> '' LIMIT 200`;
  const texts = ocr.length ? ocr.map((o) => o.t) : ['Servicos mais usados Confira os dados antes de enviar'];
  const images = await db.$queryRaw<{ u: string }[]>`SELECT DISTINCT "imageUrl" AS u FROM "Screen" LIMIT 200`;
  const urls = images.length ? images.map((i) => i.u) : ['/media/screens/scale.png'];
  const start = (await db.app.count()) + 1;
  const started = performance.now();
  await db.$executeRaw`
    INSERT INTO "App" (name, slug, categories, type, platform, country, "searchText", "updatedAt", "appInfo")
    SELECT 'App de escala ' || n, 'app-de-escala-' || n,
      ARRAY[(${CATEGORIES}::text[])[1 + n % ${CATEGORIES.length}]],
      (ARRAY['Federal','State','Municipal'])[1 + n % 3]::"AppType",
      (ARRAY['iOS','Android','Web','CrossPlatform'])[1 + n % 4]::"Platform",
      CASE WHEN n % 50 = 0 THEN 'Portugal' ELSE 'Brasil' END,
      'app de escala ' || n, now() - (n || ' minutes')::interval,
      'Serviços digitais de teste de escala número ' || n
    FROM generate_series(${start}::int, ${start + apps - 1}::int) AS n`;
  const appRows = await db.app.findMany({ where: { slug: { startsWith: 'app-de-escala-' } }, select: { id: true } });
  let written = 0;
  // About 300 screens per statement: each screen costs ~1 ms in the search-vector trigger (15 ms on a
  // machine busy with another seed), and a statement must end well within the pool's 15 s query timeout.
  const BATCH = Math.max(1, Math.floor(300 / perApp));
  for (let i = 0; i < appRows.length; i += BATCH) {
    const ids = appRows.slice(i, i + BATCH).map((a) => a.id);
    written += await db.$executeRaw`
      INSERT INTO "Screen" ("appId", "airtableId", name, description, "imageUrl", tags, flow, "order", "ocrText", "searchText", "updatedAt")
      SELECT a, 'scale-' || a || '-' || k,
        (${NAMES}::text[])[1 + (a + k) % ${NAMES.length}],
        'Tela ' || k || ' do fluxo de teste',
        (${urls}::text[])[1 + (a * 7 + k) % ${urls.length}],
        ARRAY[(${TAGS}::text[])[1 + k % ${TAGS.length}], (${TAGS}::text[])[1 + (a + k * 3) % ${TAGS.length}]],
        (${FLOWS}::text[])[1 + k % ${FLOWS.length}], k,
        (${texts}::text[])[1 + (a + k) % ${texts.length}],
        lower((${NAMES}::text[])[1 + (a + k) % ${NAMES.length}]), now()
      FROM unnest(${ids}::int[]) AS a, generate_series(1, ${perApp}) AS k`;
    if (i % 200 < BATCH) log(`  ${written} screens (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  // Each flow mapped to its journey kind, as the real writers leave it ("Acesso": sign in, …).
  const kinds = await fillFlowKinds(db, log);
  log(`  ${kinds.flows} flows mapped to kinds (${Math.round(kinds.ms / 1000)} s)`);
  // VACUUM as autovacuum would after a bulk load: it sets the visibility map that lets counts use
  // index-only scans (the COUNT behind /screens took 106 ms on a fresh table, 42 ms after it).
  // (`npm run seed:scale` vacuums on a connection of its own instead: through the pool's 15 s query
  // timeout this ended a 1,000,000-screen seed after its last screen.)
  if (vacuum) await db.$executeRawUnsafe('VACUUM ANALYZE');
  return { apps: appRows.length, screens: written, ms: Math.round(performance.now() - started) };
}
