import type { Language } from './locale';
// The `?admin` half of each catalog (see web/build/compile-messages.ts): imported only by the
// admin screens, so public pages never download these strings.
import en from './messages/en.json?admin';
import pt from './messages/pt-BR.json?admin';

export const ADMIN_MESSAGES: Record<Language, Record<string, unknown>> = { pt, en };
