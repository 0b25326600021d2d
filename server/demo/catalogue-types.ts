// Types of the deterministic demo catalogue loaded on first start (SEED=demo).

export type DemoCategory = { name: string; nameEn: string; color: string; glyph: string; hidden?: boolean };

export type ScreenKind =
  | 'login'
  | 'home'
  | 'list'
  | 'form'
  | 'card'
  | 'chart'
  | 'onboarding'
  | 'profile'
  | 'map'
  | 'detail'
  | 'settings'
  | 'splash';

export type DemoScreen = {
  key: string;
  name: string;
  description: string;
  altText: string;
  flow: string;
  order: number;
  tags: string[];
  kind: ScreenKind;
};

export type DemoApp = {
  /** Stable unique id, e.g. 'gov-br' — used as airtableId 'demo-app-gov-br'. */
  key: string;
  name: string;
  appInfo: string;
  /** e.g. 'Português'. */
  language: string;
  url?: string;
  type: 'Federal' | 'State' | 'Municipal';
  platform: 'iOS' | 'Android' | 'Web' | 'CrossPlatform';
  /** Portuguese category names from `demoCategories`. */
  categories: string[];
  /** 'Brasil', 'Reino Unido', 'Finlândia', ... */
  country: string;
  status?: 'Planejado' | 'Hide';
  /** Hex colours. */
  colors: { primary: string; secondary: string };
  /** Empty for planned apps. */
  screens: DemoScreen[];
};

/** Tags a demo screen may carry. */
export const SCREEN_TAGS = [
  'navigation',
  'form',
  'chart',
  'modal',
  'card',
  'loading',
  'splash-screen',
  'avatar',
  'button',
  'filter',
  'icon',
  'dropdown',
  'list',
  'input',
  'onboarding',
  'callout',
  'menu',
  'tabs',
  'search',
  'table',
  'profile',
  'settings',
  'notification',
  'login',
  'dashboard',
  'carousel',
] as const;

export type ScreenTag = (typeof SCREEN_TAGS)[number];
