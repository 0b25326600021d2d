import type { Language } from './locale';
import en from './messages/en.json';
import pt from './messages/pt-BR.json';

export type MessageId = keyof typeof pt;

// Both catalogs are small and ship pre-parsed, so loading them up front avoids a flash on switching.
export const MESSAGES: Record<Language, Record<string, unknown>> = { pt, en };
