// /fluxos/{kind}'s filters as they live in the address, under the gallery's own names (?type=,
// ?platform=, ?category=, ?country=), so a filtered page is a link like any gallery view.
import type { AppType, FlowRowFilter, Platform } from '@/gql/graphql';

export const PLATFORMS: readonly Platform[] = ['iOS', 'Android', 'Web', 'CrossPlatform'];
export const APP_TYPES: readonly AppType[] = ['Federal', 'State', 'Municipal'];

export type FlowParams = { type?: AppType; platform?: Platform; category?: string; country?: string };
export const FLOW_FILTERS = ['type', 'platform', 'category', 'country'] as const;

const loose = (v: string) => v.toLowerCase().replace(/[^a-z]/g, '');
function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw ? values.find((v) => loose(v) === loose(raw)) : undefined;
}
const text = (raw: string | null) => raw?.trim().slice(0, 100) || undefined;

export function readFlowParams(params: URLSearchParams): FlowParams {
  return {
    type: oneOf(APP_TYPES, params.get('type')),
    platform: oneOf(PLATFORMS, params.get('platform')),
    category: text(params.get('category')),
    country: text(params.get('country')),
  };
}

export function flowFilter(p: FlowParams): FlowRowFilter {
  const f: FlowRowFilter = {};
  for (const key of FLOW_FILTERS) if (p[key]) f[key] = p[key];
  return f;
}

export const hasFilters = (p: FlowParams) => FLOW_FILTERS.some((k) => p[k] !== undefined);
