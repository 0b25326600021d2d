// The English part of bench:search-quality (issue 53): English words finding the Portuguese screens
// they mean through the bilingual vocabulary (server/services/search/vocabulary-data.ts), judged by
// the screens' Portuguese names, never by the vocabulary itself. Kinds: words as the vocabulary writes
// them; words it does not write as such (plurals, inflections, British and US spellings, a half-typed
// word, typos); and the apps list. Then the typo pairs (issue 53 item 5): the correct word finds every
// screen it should, and at least as many as its typo.
import { listApps } from '../../server/services/catalogue/apps.ts';
import { galleryPage } from '../../server/services/gallery/gallery.ts';
import type { ServiceContext } from '../../server/services/platform/context.ts';
import { normalizeText } from '../../server/services/platform/text.ts';

export type Screen = {
  id: number;
  name: string;
  searchText: string;
  altText: string | null;
  tags: string[];
  app: string;
};
type Expect = (s: Screen) => boolean;

const name =
  (re: RegExp): Expect =>
  (s) =>
    re.test(normalizeText(s.name));
const app =
  (re: RegExp): Expect =>
  (s) =>
    re.test(normalizeText(s.app));
const tag =
  (t: string): Expect =>
  (s) =>
    s.tags.includes(t);
const text =
  (re: RegExp): Expect =>
  (s) =>
    re.test(s.searchText);
const alt =
  (re: RegExp): Expect =>
  (s) =>
    re.test(normalizeText(s.altText ?? ''));
const either =
  (...all: Expect[]): Expect =>
  (s) =>
    all.some((e) => e(s));

const PAYMENT = name(/pagamento|pagar|boleto|\bpix\b/);
// Tax screens by name, and the screens of the apps about taxes ("Meu Imposto de Renda": my income tax).
const TAX = either(name(/imposto|iptu|ipva|darf|\biss\b|icms|tribut/), app(/imposto de renda|receita federal/));
const SIGN_IN = either(tag('login'), name(/\bentrar\b|\blogin\b|acesso com/));
const LICENCE = name(/\bcnh\b|habilitacao/);
const APPOINTMENT = name(/agend/);
const VACCINE = name(/vacin/);

/** "vocabulary": written so in the vocabulary; the other kinds are not (the words differ from its). */
const CASES: { kind: string; query: string; expect: Expect }[] = [
  { kind: 'vocabulary', query: 'payment', expect: PAYMENT },
  { kind: 'vocabulary', query: 'tax', expect: TAX },
  { kind: 'vocabulary', query: 'property tax', expect: name(/iptu/) },
  { kind: 'vocabulary', query: 'sign in', expect: SIGN_IN },
  { kind: 'vocabulary', query: 'log in', expect: SIGN_IN },
  { kind: 'vocabulary', query: 'appointment', expect: APPOINTMENT },
  { kind: 'vocabulary', query: 'health card', expect: name(/cartao sus/) },
  { kind: 'vocabulary', query: 'vaccination card', expect: name(/carteira de vacinacao/) },
  { kind: 'vocabulary', query: 'traffic fine', expect: name(/multa|infrac/) },
  { kind: 'vocabulary', query: 'retirement', expect: name(/aposentadoria/) },
  { kind: 'vocabulary', query: 'payslip', expect: name(/contracheque/) },
  { kind: 'vocabulary', query: 'bank statement', expect: name(/extrato/) },
  { kind: 'vocabulary', query: 'vehicle inspection', expect: name(/vistoria/) },
  { kind: 'vocabulary', query: 'criminal record', expect: name(/antecedentes|nada consta/) },
  { kind: 'vocabulary', query: 'settings', expect: name(/configurac/) },
  { kind: 'plural', query: 'payments', expect: PAYMENT },
  { kind: 'plural', query: 'taxes', expect: TAX },
  { kind: 'plural', query: 'appointments', expect: APPOINTMENT },
  { kind: 'plural', query: 'vaccines', expect: VACCINE },
  { kind: 'plural', query: 'fines', expect: name(/multa|infrac/) },
  { kind: 'plural', query: 'pensions', expect: name(/aposentadoria/) },
  { kind: 'plural', query: 'notifications', expect: either(tag('notification'), name(/notifica/)) },
  { kind: 'plural', query: 'buttons', expect: tag('button') },
  { kind: 'plural', query: 'receipts', expect: name(/comprovante|recibo/) },
  { kind: 'plural', query: 'job vacancies', expect: name(/vaga/) },
  { kind: 'plural', query: 'complaints', expect: name(/reclamac|denuncia|manifestac/) },
  { kind: 'inflection', query: 'paying', expect: PAYMENT },
  { kind: 'inflection', query: 'signing in', expect: SIGN_IN },
  { kind: 'inflection', query: 'booking', expect: APPOINTMENT },
  { kind: 'British', query: "driver's licence", expect: LICENCE },
  { kind: 'British', query: 'driving licence', expect: LICENCE },
  { kind: 'British', query: 'immunisation', expect: VACCINE },
  { kind: 'British', query: 'favourites', expect: name(/favoritos/) },
  { kind: 'British', query: 'health centre', expect: name(/unidades de saude/) },
  { kind: 'British', query: 'enrolment', expect: name(/matricula/) },
  { kind: 'US', query: 'catalog', expect: name(/catalogo/) },
  { kind: 'US', query: 'driver licenses', expect: LICENCE },
  { kind: 'prefix', query: 'paym', expect: PAYMENT },
  { kind: 'prefix', query: 'vaccin', expect: VACCINE },
  { kind: 'typo', query: 'paymnet', expect: PAYMENT },
  { kind: 'typo', query: 'apointment', expect: APPOINTMENT },
  // Screens with buttons: tagged so, or described so by their alt text.
  { kind: 'Portuguese → English tags', query: 'botões', expect: either(tag('button'), alt(/\bbot(ao|oes)\b/)) },
  { kind: 'Portuguese → English tags', query: 'formulário', expect: tag('form') },
  { kind: 'Portuguese → English tags', query: 'carrossel', expect: tag('carousel') },
];

/** Apps the English words should bring to the top of the apps list (the home page's search). */
const APP_CASES: { query: string; top3: string }[] = [
  { query: 'income tax', top3: 'Meu Imposto de Renda' },
  { query: "driver's licence", top3: 'CNH do Brasil' },
  { query: 'parking', top3: 'EstaR Curitiba' },
  { query: 'unemployment benefit', top3: 'Carteira de Trabalho Digital' },
  { query: 'vaccines', top3: 'Meu SUS Digital' },
  { query: 'parcel tracking', top3: 'Correios' },
];

/** The typo pairs: each typo with its correct spelling and the screens the correct one must find. */
export const TYPO_PAIRS: { typo: string; correct: string; expect: Expect }[] = [
  { typo: 'aposentadria', correct: 'aposentadoria', expect: name(/aposentadoria/) },
  { typo: 'agendameto', correct: 'agendamento', expect: text(/agendamento/) },
  { typo: 'extato pagamento', correct: 'extrato pagamento', expect: name(/extrato de pagamento/) },
  { typo: 'notificacoens', correct: 'notificacoes', expect: name(/notifica/) },
  { typo: 'conigurações', correct: 'configurações', expect: name(/configurac/) },
  { typo: 'pagamneto', correct: 'pagamento', expect: text(/pagamento/) },
  { typo: 'paymnet', correct: 'payment', expect: PAYMENT },
  { typo: 'apointment', correct: 'appointment', expect: APPOINTMENT },
  { typo: 'vacine', correct: 'vaccine', expect: VACCINE },
];

const top10 = async (ctx: ServiceContext, query: string) =>
  (await galleryPage(ctx, { search: query }, { first: 10 })).items;

/** Every screen a search finds, page by page. */
async function allFound(ctx: ServiceContext, query: string): Promise<Set<number>> {
  const ids = new Set<number>();
  let after: string | null = null;
  do {
    const page = await galleryPage(ctx, { search: query }, { first: 100, after });
    for (const s of page.items) ids.add(s.id);
    after = page.hasNextPage ? page.endCursor : null;
  } while (after);
  return ids;
}

/** Prints the English tables; true when every case passes. */
export async function englishQuality(ctx: ServiceContext, screens: Screen[]): Promise<boolean> {
  console.log('\n## English\n\n| # | kind | query | expected | top 10 |');
  console.log('|---|---|---|---|---|');
  let got = 0;
  let wanted = 0;
  for (const [i, c] of CASES.entries()) {
    const expected = new Set(screens.filter(c.expect).map((s) => s.id));
    const want = Math.min(10, expected.size);
    const hits = (await top10(ctx, c.query)).filter((s) => expected.has(s.id)).length;
    got += hits;
    wanted += want;
    console.log(`| ${i + 1} | ${c.kind} | ${c.query} | ${expected.size} | ${hits}/${want} |`);
  }
  const unwritten = CASES.filter((c) => c.kind !== 'vocabulary').length;
  console.log(
    `\nEnglish: ${got}/${wanted} expected screens in the first 10 (${CASES.length} queries, ${unwritten} not written so in the vocabulary)`,
  );
  let ok = got === wanted && wanted > 0;

  console.log('\n| English apps list: query | expected in the top 3 | first three | pass |\n|---|---|---|---|');
  let appsPassed = 0;
  for (const c of APP_CASES) {
    const names = (await listApps(ctx, { search: c.query })).map((a) => a.name).slice(0, 3);
    const pass = names.includes(c.top3);
    if (pass) appsPassed++;
    console.log(`| ${c.query} | ${c.top3} | ${names.join(', ') || '—'} | ${pass ? 'yes' : 'NO'} |`);
  }
  console.log(`\nEnglish apps list: ${appsPassed}/${APP_CASES.length} cases pass`);
  ok = ok && appsPassed === APP_CASES.length;

  console.log('\n| typo pair | expected | correct finds (all expected?) | typo finds | pass |\n|---|---|---|---|---|');
  let pairsPassed = 0;
  for (const p of TYPO_PAIRS) {
    const expected = screens.filter(p.expect).map((s) => s.id);
    const [correct, typo] = [await allFound(ctx, p.correct), await allFound(ctx, p.typo)];
    const all = expected.every((id) => correct.has(id));
    const pass = all && correct.size >= typo.size && expected.length > 0;
    if (pass) pairsPassed++;
    console.log(
      `| ${p.correct} / ${p.typo} | ${expected.length} | ${correct.size} (${all ? 'yes' : 'NO'}) | ${typo.size} | ${pass ? 'yes' : 'NO'} |`,
    );
  }
  console.log(`\ntypo pairs: ${pairsPassed}/${TYPO_PAIRS.length} pass`);
  return ok && pairsPassed === TYPO_PAIRS.length;
}
