import { INTL_LOCALE, type Language } from '@/i18n/locale';
import type { ServerIssue } from './fields';

/** Where the forms post (./send-later says it too: imported from there, it split off a chunk). */
const CONTRIBUTIONS_PATH = '/api/contributions';

/** Refusals after which the visitor runs the anti-robot check again (the widget is reset). */
const CHECK_AGAIN = new Set(['CHALLENGE_REQUIRED', 'CHALLENGE_INVALID', 'CHALLENGE_EXPIRED', 'CHALLENGE_USED']);

export type SendOutcome =
  /** `token`: the status link's secret, for the calls that follow (a 'screens' submission's images). */
  | { kind: 'sent'; statusUrl: string; token?: string }
  /** 400: fields the server refused, each with its words. */
  | { kind: 'invalid'; issues: ServerIssue[]; message: string }
  /** 403: the proof of work (checkAgain) or the submission itself refused. */
  | { kind: 'refused'; message: string; checkAgain: boolean }
  /** 429: too many from this connection; the server's words name the wait. */
  | { kind: 'limited'; message: string; retryAfterSeconds: number | null }
  /** Anything else: the network, a server fault, an answer we cannot read. */
  | { kind: 'failed'; message: string | null };

type Body = {
  code?: unknown;
  reason?: unknown;
  message?: unknown;
  issues?: unknown;
  statusUrl?: unknown;
  token?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function issuesOf(value: unknown): ServerIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((i) =>
    i && typeof i.path === 'string' && typeof i.code === 'string'
      ? [{ path: i.path, code: i.code, message: typeof i.message === 'string' ? i.message : '' }]
      : [],
  );
}

/** Reads the server's answer to a submission (its words are in the page's language: Accept-Language). */
export function readOutcome(status: number, body: Body | null, retryAfter: string | null): SendOutcome {
  const message = text(body?.message);
  if (status === 201 && text(body?.statusUrl)) {
    const token = text(body?.token);
    return { kind: 'sent', statusUrl: body?.statusUrl as string, ...(token ? { token } : {}) };
  }
  if (status === 400 && body?.code === 'VALIDATION_FAILED') {
    return { kind: 'invalid', issues: issuesOf(body.issues), message: message ?? '' };
  }
  if (status === 403 && message) {
    return { kind: 'refused', message, checkAgain: CHECK_AGAIN.has(String(body?.reason)) };
  }
  if (status === 429 && message) {
    const seconds = Number(retryAfter);
    return { kind: 'limited', message, retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null };
  }
  return { kind: 'failed', message: status >= 400 && status < 500 ? message : null };
}

/** Posts one submission as JSON; never throws (a failed call is a 'failed' outcome). */
export async function sendContribution(
  fields: Record<string, string>,
  language: Language,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  try {
    const response = await fetcher(new URL(CONTRIBUTIONS_PATH, window.location.origin), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': INTL_LOCALE[language],
      },
      body: JSON.stringify({ ...fields, language }),
    });
    const body = (await response.json().catch(() => null)) as Body | null;
    return readOutcome(response.status, body, response.headers.get('retry-after'));
  } catch {
    return { kind: 'failed', message: null };
  }
}
