import { federalAgencyApps } from './apps-federal-agencies.ts';
import { federalCitizenApps } from './apps-federal-citizen.ts';
import { federalTradeAndRetiredApps } from './apps-federal-trade-and-retired.ts';
import { municipalApps } from './apps-municipal.ts';
import { plannedApps } from './apps-planned.ts';
import { stateApps } from './apps-state.ts';
import type { DemoApp, DemoCategory, DemoScreen } from './catalogue-types.ts';
import { demoCategories } from './categories.ts';

export type { DemoApp, DemoCategory, DemoScreen } from './catalogue-types.ts';
export { demoCategories } from './categories.ts';

/** The whole deterministic demo catalogue: live apps (federal, state, municipal) then planned ones. */
export const demoApps: DemoApp[] = [
  ...federalCitizenApps,
  ...federalAgencyApps,
  ...federalTradeAndRetiredApps,
  ...stateApps,
  ...municipalApps,
  ...plannedApps,
];

/** airtableId-style ids used for demo records, so re-seeding is idempotent. */
export const demoAppId = (app: DemoApp) => `demo-app-${app.key}`;
export const demoScreenId = (app: DemoApp, screen: DemoScreen) => `demo-screen-${app.key}-${screen.key}`;
export const demoCategoryId = (category: DemoCategory) =>
  `demo-category-${category.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}`;

export const isPlanned = (app: DemoApp) => app.status === 'Planejado';

/** Sanity check for callers that want to fail fast on a broken catalogue (e.g. at seed time). */
export function validateCatalogue(apps: DemoApp[] = demoApps, categories: DemoCategory[] = demoCategories): string[] {
  const problems: string[] = [];
  const names = new Set(categories.map((c) => c.name));
  const keys = new Set<string>();
  for (const app of apps) {
    if (keys.has(app.key)) problems.push(`duplicate app key ${app.key}`);
    keys.add(app.key);
    for (const c of app.categories) if (!names.has(c)) problems.push(`${app.key}: unknown category ${c}`);
    const screenKeys = new Set(app.screens.map((s) => s.key));
    if (screenKeys.size !== app.screens.length) problems.push(`${app.key}: duplicate screen keys`);
  }
  return problems;
}
