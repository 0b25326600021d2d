import { normalizeText } from '../platform/text.ts';
import { CATEGORY_EN, PLATFORM_WORDS, TYPE_WORDS } from '../platform/vocabulary.ts';

// Denormalised, accent-stripped text that search matches against (pt and en words together).

type AppText = {
  name: string;
  appInfo?: string | null;
  categories?: string[];
  type?: string | null;
  platform?: string | null;
  country?: string | null;
};

export function appSearchText(app: AppText): string {
  const categories = (app.categories ?? []).flatMap((c) => [c, CATEGORY_EN[c] ?? '']);
  return normalizeText(
    [
      app.name,
      app.appInfo ?? '',
      ...categories,
      app.type ? (TYPE_WORDS[app.type] ?? app.type) : '',
      app.platform ? (PLATFORM_WORDS[app.platform] ?? app.platform) : '',
      app.country ?? '',
    ].join(' '),
  );
}

type ScreenText = {
  name: string;
  description?: string | null;
  tags?: string[];
  flow?: string | null;
  category?: string | null;
};

export function screenSearchText(screen: ScreenText, appText: string): string {
  return normalizeText(
    [
      screen.name,
      screen.description ?? '',
      ...(screen.tags ?? []),
      screen.flow ?? '',
      screen.category ?? '',
      appText,
    ].join(' '),
  );
}
