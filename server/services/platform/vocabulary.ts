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
