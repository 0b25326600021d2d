import type { Language } from '@/i18n/locale';
import type { SendOutcome } from './send';

/** Where the forms post: as JSON from the page's script, or as a plain form before it runs (./send's too). */
export const CONTRIBUTIONS_PATH = '/api/contributions';

// The post and the reading of its answer (./send) run only when a form is sent, so they are not part of
// what the form's page first loads (issue 62): fetched at the visitor's first interaction, long before.
const load = () => import('./send');

/** Fetches the sending code ahead of a send. */
export const prefetchSend = () => void load().catch(() => undefined);

/** ./send's sendContribution, fetched when first needed; a module that cannot load is a failed send. */
export function sendContribution(body: Record<string, string>, language: Language): Promise<SendOutcome> {
  return load().then(
    (m) => m.sendContribution(body, language),
    (): SendOutcome => ({ kind: 'failed', message: null }),
  );
}
