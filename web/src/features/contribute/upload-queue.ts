// The upload queue of 'Enviar aplicativo' (issue 37), without React: which files a visitor may add,
// the slot (position 1–10) each takes, one image's upload with automatic retries after a dropped
// connection, and the queue rebuilt after a reload from what the server already holds.

/** The server's bounds (server/services/contributions/contribution-images.ts, contribution-input.ts). */
export const MAX_IMAGES = 10;
export const MAX_BYTES = 5 * 1024 * 1024;
export const FLOW_MAX = 60;
export const NOTES_MAX = 500;
export const ACCEPTED_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const ACCEPT = ACCEPTED_TYPES.join(',');
/** Waits before each automatic retry of a dropped upload; then the visitor is offered "try again". */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 3000, 8000];

/** What the server keeps of one image (GET /api/contributions/images, and a PUT's answer). */
export type ImageSummary = { position: number; flow: string; notes: string | null; width: number; height: number };

/**
 * ready: picked, not sent; uploading: on its way; waiting: the connection dropped, a retry is due;
 * done: the server has it; failed: retries spent (or a limit): "try again"; refused: the server
 * refused this file (another file is needed); missing: planned before a reload, its file must be picked again.
 */
export type ItemStatus = 'ready' | 'uploading' | 'waiting' | 'done' | 'failed' | 'refused' | 'missing';

export type QueueItem = {
  position: number;
  /** Null for an image found on the server after a reload (nothing to preview) or one still to re-pick. */
  file: File | null;
  name: string;
  size: number;
  /** An object URL of the file, for its thumbnail. */
  previewUrl: string | null;
  flow: string;
  notes: string;
  status: ItemStatus;
  /** 0–1 of the current attempt. */
  progress: number;
  /** The attempt under way or last made (1 = the first). */
  attempt: number;
  /** The server's words (a refusal, a limit), or null. */
  message: string | null;
  /** While waiting to retry: in how many seconds. */
  retryIn: number | null;
};

/** Kept in sessionStorage, so a reload knows which slots were meant and for which files. */
export type PlannedItem = { position: number; name: string; size: number; flow: string; notes: string };

export type Rejection = { name: string; reason: 'type' | 'size' | 'full' };

/** The slots not taken by the queue's items, lowest first. */
export function freePositions(items: readonly { position: number }[]): number[] {
  const taken = new Set(items.map((i) => i.position));
  const free: number[] = [];
  for (let p = 1; p <= MAX_IMAGES; p++) if (!taken.has(p)) free.push(p);
  return free;
}

/**
 * The files a visitor picked, checked as the server would (type, size) and given the free slots in
 * order; what does not fit (an eleventh image) or is not a screenshot is listed with its reason.
 */
export function pickFiles(
  files: readonly File[],
  items: readonly { position: number }[],
  previewOf: (file: File) => string | null = () => null,
  /** The file's type from its bytes (image-sniff.ts); the name's type when not given. */
  typeOf: (file: File) => string | null = (file) => file.type,
): { added: QueueItem[]; rejected: Rejection[] } {
  const free = freePositions(items);
  const added: QueueItem[] = [];
  const rejected: Rejection[] = [];
  for (const file of files) {
    if (!ACCEPTED_TYPES.includes(typeOf(file) ?? '')) rejected.push({ name: file.name, reason: 'type' });
    else if (file.size > MAX_BYTES) rejected.push({ name: file.name, reason: 'size' });
    else {
      const position = free.shift();
      if (position === undefined) rejected.push({ name: file.name, reason: 'full' });
      else added.push(newItem(position, file, previewOf(file)));
    }
  }
  return { added, rejected };
}

export function newItem(position: number, file: File, previewUrl: string | null, flow = '', notes = ''): QueueItem {
  return {
    position,
    file,
    name: file.name,
    size: file.size,
    previewUrl,
    flow,
    notes,
    status: 'ready',
    progress: 0,
    attempt: 0,
    message: null,
    retryIn: null,
  };
}

/** A file picked again for a slot (after a reload, or instead of a refused one): same flow and notes. */
export function replaceFile(
  item: QueueItem,
  file: File,
  previewUrl: string | null,
  type: string | null = file.type,
): QueueItem | Rejection {
  if (!ACCEPTED_TYPES.includes(type ?? '')) return { name: file.name, reason: 'type' };
  if (file.size > MAX_BYTES) return { name: file.name, reason: 'size' };
  return newItem(item.position, file, previewUrl, item.flow, item.notes);
}

export function planOf(items: readonly QueueItem[]): PlannedItem[] {
  return items.map(({ position, name, size, flow, notes }) => ({ position, name, size, flow, notes }));
}

/**
 * The queue after a reload: what the server holds is done (its flow and notes are the ones kept);
 * what was planned and did not arrive is missing, its file to be picked again. Slots in order.
 */
export function resumeItems(plan: readonly PlannedItem[], received: readonly ImageSummary[]): QueueItem[] {
  const byPosition = new Map(plan.map((p) => [p.position, p]));
  const items: QueueItem[] = received.map((image) => {
    const planned = byPosition.get(image.position);
    return {
      position: image.position,
      file: null,
      name: planned?.name ?? '',
      size: planned?.size ?? 0,
      previewUrl: null,
      flow: image.flow,
      notes: image.notes ?? '',
      status: 'done',
      progress: 1,
      attempt: 0,
      message: null,
      retryIn: null,
    };
  });
  const arrived = new Set(received.map((i) => i.position));
  for (const p of plan) {
    if (arrived.has(p.position) || p.position < 1 || p.position > MAX_IMAGES) continue;
    items.push({
      position: p.position,
      file: null,
      name: p.name,
      size: p.size,
      previewUrl: null,
      flow: p.flow,
      notes: p.notes,
      status: 'missing',
      progress: 0,
      attempt: 0,
      message: null,
      retryIn: null,
    });
  }
  return items.sort((a, b) => a.position - b.position);
}

/** Items "send" takes: picked and not yet received (a spent retry is tried again). */
export const isSendable = (item: QueueItem) =>
  item.file !== null && (item.status === 'ready' || item.status === 'failed');
export const isBusy = (item: QueueItem) => item.status === 'uploading' || item.status === 'waiting';

export type FlowProblem = 'required' | 'tooLong';
/** The flow is required (the server's rule, ≤ 60 characters); notes ≤ 500. */
export function flowProblem(flow: string): FlowProblem | null {
  const text = flow.trim();
  if (!text) return 'required';
  if (text.length > FLOW_MAX) return 'tooLong';
  return null;
}

/** One PUT's outcome, read from the answer (or its absence). */
export type PutResult =
  | { kind: 'ok'; image: ImageSummary }
  /** No answer (a dropped connection, a timeout) or a passing server fault: worth retrying by itself. */
  | { kind: 'network' }
  /** 429: too many images from this connection for now. */
  | { kind: 'limited'; message: string | null; retryAfterSeconds: number | null }
  /** This file or its fields refused (type, size, unreadable, too small, an eleventh). */
  | { kind: 'refused'; message: string | null }
  /** The submission takes no more images: unknown link, or already decided. */
  | { kind: 'gone'; message: string | null };

type Body = { reason?: unknown; message?: unknown; position?: unknown } & Partial<ImageSummary>;
const words = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** Reads the answer to PUT /api/contributions/images/:position (status 0: no answer at all). */
export function readPutAnswer(status: number, body: Body | null, retryAfter: string | null): PutResult {
  if ((status === 200 || status === 201) && body && typeof body.position === 'number') {
    return {
      kind: 'ok',
      image: {
        position: body.position,
        flow: String(body.flow ?? ''),
        notes: typeof body.notes === 'string' ? body.notes : null,
        width: Number(body.width) || 0,
        height: Number(body.height) || 0,
      },
    };
  }
  const message = words(body?.message);
  if (status === 0 || status === 408 || status >= 500) return { kind: 'network' };
  if (status === 429) {
    const seconds = Number(retryAfter);
    return { kind: 'limited', message, retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null };
  }
  if (status === 404 || (status === 409 && body?.reason === 'CONTRIBUTION_DECIDED')) return { kind: 'gone', message };
  return { kind: 'refused', message };
}

export type RetryHooks = {
  /** Waits `ms` (a timer in the page; tests pass their own). Resolves early, or rejects, as it likes. */
  wait: (ms: number) => Promise<void>;
  /** An attempt starts (1 = the first). */
  onAttempt?: (attempt: number) => void;
  /** The connection dropped: attempt `next` follows in `ms`. */
  onWaiting?: (next: number, ms: number) => void;
  /** False once the page gave up on this upload (the visitor left): no more attempts. */
  active?: () => boolean;
  delays?: readonly number[];
};

/**
 * One image's upload: `put` is one attempt. A dropped connection (or a passing server fault) is tried
 * again after each of `delays`; anything the server said is final for this round. Never throws.
 */
export async function uploadWithRetry(put: () => Promise<PutResult>, hooks: RetryHooks): Promise<PutResult> {
  const delays = hooks.delays ?? RETRY_DELAYS_MS;
  for (let attempt = 1; ; attempt++) {
    hooks.onAttempt?.(attempt);
    let result: PutResult;
    try {
      result = await put();
    } catch {
      result = { kind: 'network' };
    }
    const delay = delays[attempt - 1];
    if (result.kind !== 'network' || delay === undefined || hooks.active?.() === false) return result;
    hooks.onWaiting?.(attempt + 1, delay);
    await hooks.wait(delay);
    if (hooks.active?.() === false) return result;
  }
}

/** How the queue item reads after an upload's outcome. */
export function settle(item: QueueItem, result: PutResult): QueueItem {
  switch (result.kind) {
    case 'ok':
      return {
        ...item,
        status: 'done',
        progress: 1,
        message: null,
        retryIn: null,
        flow: result.image.flow || item.flow,
        notes: result.image.notes ?? '',
      };
    case 'refused':
      return { ...item, status: 'refused', progress: 0, message: result.message, retryIn: null };
    case 'limited':
    case 'gone':
      return { ...item, status: 'failed', progress: 0, message: result.message, retryIn: null };
    default:
      return { ...item, status: 'failed', progress: 0, message: null, retryIn: null };
  }
}
