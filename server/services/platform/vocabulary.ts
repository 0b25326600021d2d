import { normalizeText } from './text.ts';

// Fixed product vocabulary (spec sections 3 and 4).

export const PLANNED = 'Planejado';
export const HIDE = 'Hide';
export const OTHER_FLOW = 'Other';
export const ALL_CATEGORY = 'Todos';

/** International and future apps that are planned whatever their record says (spec section 4). */
export const PLANNED_APP_NAMES = [
  'GOV.UK',
  'Kela',
  'Suomi.fi',
  'Kanta',
  'Eesti.ee',
  'e-Residency',
  'Smart-ID',
  'Autenticação Gov',
  'SNS 24',
  'IRISbox',
  'my eBox',
  'NHS',
  'MEI',
  'Zona Azul Digital Recife',
];
const plannedNames = new Set(PLANNED_APP_NAMES.map(normalizeText));

export function isPlanned(app: { name: string; status?: string | null; categories?: string[] }): boolean {
  return (
    app.status === PLANNED || (app.categories ?? []).includes(PLANNED) || plannedNames.has(normalizeText(app.name))
  );
}

/** An admin's status decision wins; without one, the spec's rules above decide. */
export function plannedFor(app: {
  name: string;
  status?: string | null;
  categories?: string[];
  plannedOverride?: boolean | null;
}): boolean {
  return app.plannedOverride ?? isPlanned(app);
}

/** The three states an admin chooses between. */
export const ADMIN_STATUSES = ['live', PLANNED, HIDE] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export function adminStatusOf(app: { status: string | null; planned: boolean }): AdminStatus {
  if (app.status === HIDE) return HIDE;
  return app.planned ? PLANNED : 'live';
}

/** English names, so search works in both languages. */
export const CATEGORY_EN: Record<string, string> = {
  Todos: 'All',
  Finanças: 'Finance',
  Trabalho: 'Work',
  Saúde: 'Health',
  Cidadania: 'Citizenship',
  Portal: 'Portal',
  Logística: 'Logistics',
  Mobilidade: 'Mobility',
  Planejado: 'Planned',
};

export const TYPE_WORDS: Record<string, string> = {
  Federal: 'federal',
  State: 'state estadual',
  Municipal: 'municipal',
};

export const PLATFORM_WORDS: Record<string, string> = {
  iOS: 'ios',
  Android: 'android',
  Web: 'web',
  CrossPlatform: 'cross-platform multiplataforma',
};

export const PLATFORMS = ['iOS', 'Android', 'Web', 'CrossPlatform'] as const;
export const APP_TYPES = ['Federal', 'State', 'Municipal'] as const;
export const SORTS = ['none', 'latest', 'screens', 'views'] as const;
export type AppSort = (typeof SORTS)[number];
/** An app's lifecycle filter (issue 61): still running (the lists' default), retired, or both. */
export const APP_LIFECYCLES = ['live', 'retired', 'all'] as const;
export type AppLifecycle = (typeof APP_LIFECYCLES)[number];

/** The spec's spelling of each platform where a string is carried (REST, MCP, feeds, exports). */
export const PLATFORM_LABEL: Record<string, string> = { CrossPlatform: 'Cross-platform' };
export const platformLabel = (p: string | null | undefined) => (p ? (PLATFORM_LABEL[p] ?? p) : null);

/** Every spelling an input may use for each stored value: the names, their labels in pt-BR and English. */
const SPELLINGS = {
  platform: {
    iOS: ['iOS'],
    Android: ['Android'],
    Web: ['Web'],
    CrossPlatform: ['Cross-platform', 'CrossPlatform', 'Multiplataforma', 'Multiplatform'],
  },
  type: {
    Federal: ['Federal'],
    State: ['State', 'Estadual'],
    Municipal: ['Municipal'],
  },
} as const;
export type VocabularyKind = keyof typeof SPELLINGS;

const squash = (s: string) => normalizeText(s).replace(/[^a-z0-9]/g, '');

/** The stored value an input names, whatever its spelling; undefined when it names none. */
export function vocabularyValue(kind: VocabularyKind, input: string): string | undefined {
  const wanted = squash(input);
  for (const [value, spellings] of Object.entries(SPELLINGS[kind])) {
    if ((spellings as readonly string[]).some((s) => squash(s) === wanted)) return value;
  }
  return undefined;
}

/** The spellings a refusal lists (the published one first, then the other names). */
export const acceptedValues = (kind: VocabularyKind) =>
  Object.values(SPELLINGS[kind])
    .flatMap((s) => [...s])
    .join(', ');

/** Countries as the catalogue stores them (Portuguese) and their English names, so "Brazil" finds Brasil. */
export const COUNTRY_EN: Record<string, string> = {
  Brasil: 'Brazil',
  Bélgica: 'Belgium',
  Estônia: 'Estonia',
  Finlândia: 'Finland',
  Portugal: 'Portugal',
  'Reino Unido': 'United Kingdom',
};

/** The stored country an input names among `known` (pt or en name, any case or accents). */
export function countryValue(input: string, known: string[]): string | undefined {
  const wanted = squash(input);
  return known.find((c) => squash(c) === wanted || (COUNTRY_EN[c] && squash(COUNTRY_EN[c]) === wanted));
}
