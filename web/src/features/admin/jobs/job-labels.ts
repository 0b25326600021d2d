import type { MessageId } from '@/i18n/messages';
import { type MigrationType, TYPE_LABELS } from '../image-host/migration-params';

export const ACTIVE_STATUSES = ['queued', 'running'];
export const isActive = (status: string) => ACTIVE_STATUSES.includes(status);

const STATUS: Record<string, { id: MessageId; palette: string }> = {
  queued: { id: 'admin.job.queued', palette: 'gray' },
  running: { id: 'admin.job.running', palette: 'brand' },
  succeeded: { id: 'admin.job.succeeded', palette: 'green' },
  failed: { id: 'admin.job.failed', palette: 'red' },
  cancelled: { id: 'admin.job.cancelled', palette: 'orange' },
};

/** The status' label and badge colour (an unknown status shows as it is, in grey). */
export function jobStatus(status: string): { id?: MessageId; palette: string } {
  return STATUS[status] ?? { palette: 'gray' };
}

export function typeLabel(type: string | null | undefined): MessageId | undefined {
  return type && type in TYPE_LABELS ? TYPE_LABELS[type as MigrationType] : undefined;
}

/** Percentage done, or null while the total is not known yet (an indeterminate bar). */
export function percentDone(job: { status: string; progress: { total: number; processed: number } }): number | null {
  const { total, processed } = job.progress;
  if (total > 0) return Math.min(100, Math.round((processed / total) * 100));
  if (job.status === 'succeeded') return 100;
  return job.status === 'queued' ? 0 : null;
}

/** Whole minutes and seconds, for "time left". */
export function splitSeconds(seconds: number): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}
