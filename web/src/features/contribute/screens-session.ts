import type { PlannedItem } from './upload-queue';

/**
 * A 'screens' submission in progress, kept in sessionStorage (this tab only, gone when it closes): a
 * reload on a phone, or a connection that dropped mid-way, resumes at the screenshots with the same
 * token. The token is the status link's secret: it never leaves this tab's storage and the calls' header.
 */
export type ScreensSession = {
  token: string;
  statusUrl: string;
  /** What the screenshots are of: an app in the catalogue (its slug) or a new one (slug null). */
  app: { name: string; slug: string | null };
  /** The slots the visitor filled, so a reload knows which files are still to be sent. */
  plan: PlannedItem[];
  /** The visitor finished: the page shows the status link. */
  done: boolean;
};

export const SESSION_KEY = 'vitrine.screensSubmission';

const isPlanned = (v: unknown): v is PlannedItem => {
  const p = v as PlannedItem;
  return (
    !!p &&
    Number.isInteger(p.position) &&
    typeof p.name === 'string' &&
    typeof p.size === 'number' &&
    typeof p.flow === 'string' &&
    typeof p.notes === 'string'
  );
};

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage refused (a privacy setting): the page still works, without resuming after a reload.
    return null;
  }
}

/** The stored submission, or null (none, or not one this page wrote). */
export function readSession(): ScreensSession | null {
  try {
    const raw = storage()?.getItem(SESSION_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as ScreensSession;
    if (typeof v?.token !== 'string' || typeof v.statusUrl !== 'string' || typeof v.app?.name !== 'string') return null;
    return {
      token: v.token,
      statusUrl: v.statusUrl,
      app: { name: v.app.name, slug: typeof v.app.slug === 'string' ? v.app.slug : null },
      plan: Array.isArray(v.plan) ? v.plan.filter(isPlanned) : [],
      done: v.done === true,
    };
  } catch {
    return null;
  }
}

export function saveSession(session: ScreensSession) {
  try {
    storage()?.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Full or refused: resuming after a reload is lost, nothing else.
  }
}

export function clearSession() {
  try {
    storage()?.removeItem(SESSION_KEY);
  } catch {
    // Nothing to do.
  }
}
