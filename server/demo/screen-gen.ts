import type { DemoApp, DemoScreen, ScreenKind, ScreenTag } from './catalogue-types.ts';
import { hashString, rngFrom } from './prng.ts';
import {
  COMMON_SCREENS,
  FLOW_ORDER,
  HOME_NAMES,
  KIND_TEMPLATES,
  LOGIN_NAMES,
  type PoolScreen,
  PROFILE_NAMES,
} from './screen-templates.ts';

/**
 * Compact per-app spec. `services` holds entries separated by "; ", each `[Flow/]Name[:kind]`:
 * the flow defaults to 'Serviços' and the kind to one picked deterministically from
 * list/form/card/detail/chart. Planned apps need neither `services` nor `categories`.
 */
export type AppSpec = {
  key: string;
  name: string;
  info: string;
  type: DemoApp['type'];
  platform: DemoApp['platform'];
  categories?: string[];
  colors: [primary: string, secondary: string];
  services?: string;
  url?: string;
  status?: DemoApp['status'];
  country?: string;
  language?: string;
  /** Name of the login screen (defaults to a deterministic pick). */
  login?: string;
};

export const MIN_SCREENS = 6;
export const MAX_SCREENS = 20;
const SERVICE_KINDS: ScreenKind[] = ['list', 'form', 'card', 'detail', 'chart'];
const KINDS = new Set<string>(Object.keys(KIND_TEMPLATES));

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function parseService(entry: string, index: number, seed: string): PoolScreen {
  let rest = entry;
  let flow = 'Serviços';
  const slash = rest.indexOf('/');
  if (slash > 0 && FLOW_ORDER.includes(rest.slice(0, slash))) {
    flow = rest.slice(0, slash);
    rest = rest.slice(slash + 1);
  }
  const colon = rest.lastIndexOf(':');
  let kind: ScreenKind | undefined;
  if (colon > 0 && KINDS.has(rest.slice(colon + 1))) {
    kind = rest.slice(colon + 1) as ScreenKind;
    rest = rest.slice(0, colon);
  }
  kind ??= SERVICE_KINDS[hashString(`${seed}:${rest}`) % SERVICE_KINDS.length] as ScreenKind;
  return { name: rest, kind, flow, rank: index };
}

/** Number of screens for an app: 6..20, fixed by the key. */
export function screenCountFor(key: string): number {
  return MIN_SCREENS + (hashString(`count:${key}`) % (MAX_SCREENS - MIN_SCREENS + 1));
}

function buildTags(pool: PoolScreen, rng: ReturnType<typeof rngFrom>): string[] {
  const tpl = KIND_TEMPLATES[pool.kind];
  const tags: ScreenTag[] = [];
  for (const t of [...(pool.tags ?? []), ...tpl.base]) if (!tags.includes(t)) tags.push(t);
  const extras = rng.shuffle(tpl.extra.filter((t) => !tags.includes(t)));
  const wanted = Math.min(4, tags.length + rng.int(0, 2));
  while (tags.length < wanted && extras.length > 0) tags.push(extras.shift() as ScreenTag);
  return tags.slice(0, 4);
}

/** Builds the screens of an app from its spec; deterministic for a given spec. */
export function buildScreens(spec: AppSpec): DemoScreen[] {
  const rng = rngFrom(`screens:${spec.key}`);
  const entries = (spec.services ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  const services = entries.map((s, i) => parseService(s, i, spec.key));
  const web = spec.platform === 'Web';
  const common = COMMON_SCREENS.filter((s) => !(web && s.mobileOnly));
  const login: PoolScreen = { name: spec.login ?? rng.pick(LOGIN_NAMES), kind: 'login', flow: 'Login', rank: 0 };
  const home: PoolScreen = { name: rng.pick(HOME_NAMES), kind: 'home', flow: 'Início', rank: 0 };
  const profile: PoolScreen = { name: rng.pick(PROFILE_NAMES), kind: 'profile', flow: 'Perfil', rank: 0 };

  // Priority: the essentials and first services, then the other services interleaved 2:1 with
  // a shuffled selection of common screens.
  const picked: PoolScreen[] = [login, home, ...services.slice(0, 2), profile];
  const restServices = services.slice(2);
  const extras = rng.shuffle(common);
  while (restServices.length > 0 || extras.length > 0) {
    if (restServices.length > 0) picked.push(restServices.shift() as PoolScreen);
    if (restServices.length > 0) picked.push(restServices.shift() as PoolScreen);
    if (extras.length > 0) picked.push(extras.shift() as PoolScreen);
  }
  const chosen = picked.slice(0, screenCountFor(spec.key));

  chosen.sort(
    (a, b) =>
      FLOW_ORDER.indexOf(a.flow) - FLOW_ORDER.indexOf(b.flow) || a.rank - b.rank || a.name.localeCompare(b.name),
  );
  const keys = new Set<string>();
  const orderInFlow = new Map<string, number>();
  return chosen.map((pool) => {
    let key = slugify(pool.name);
    for (let i = 2; keys.has(key); i++) key = `${slugify(pool.name)}-${i}`;
    keys.add(key);
    const order = orderInFlow.get(pool.flow) ?? 0;
    orderInFlow.set(pool.flow, order + 1);
    const tpl = KIND_TEMPLATES[pool.kind];
    const fill = (t: string) => t.replaceAll('$a', spec.name).replaceAll('$n', pool.name);
    return {
      key,
      name: pool.name,
      description: fill(rng.pick(tpl.descriptions)),
      altText: `Captura de tela do aplicativo ${spec.name} mostrando ${tpl.alt}, com o título “${pool.name}”.`,
      flow: pool.flow,
      order,
      tags: buildTags(pool, rng),
      kind: pool.kind,
    };
  });
}

/** Turns a compact spec into a DemoApp (planned apps get no screens). */
export function defineApp(spec: AppSpec): DemoApp {
  const app: DemoApp = {
    key: spec.key,
    name: spec.name,
    appInfo: spec.info,
    language: spec.language ?? 'Português',
    type: spec.type,
    platform: spec.platform,
    categories: spec.status === 'Planejado' ? ['Planejado'] : (spec.categories ?? []),
    country: spec.country ?? 'Brasil',
    colors: { primary: spec.colors[0], secondary: spec.colors[1] },
    screens: spec.status === 'Planejado' ? [] : buildScreens(spec),
  };
  if (spec.url) app.url = spec.url;
  if (spec.status) app.status = spec.status;
  return app;
}
