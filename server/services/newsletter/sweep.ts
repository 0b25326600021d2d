// What the newsletter keeps only for a while: addresses that never confirmed (deleted once the link's
// lifetime has passed since their confirmation was actually sent, with their unconfirmed consent
// record), withdrawn consent records past their keeping time, and old per-message rows.
import type { Db } from '../../db/database.ts';
import type { NewsletterSettings } from '../platform/mail-settings.ts';

/** Per-message rows of a digest are kept this long after it (the digest's own row stays). */
export const DELIVERY_KEEP_DAYS = 90;
const DAY_MS = 86_400_000;

export async function sweepNewsletter(db: Db, settings: NewsletterSettings, now = new Date()) {
  const expired = new Date(now.getTime() - settings.confirmTtlSeconds * 1000);
  const withdrawn = new Date(now.getTime() - settings.consentKeepDays * DAY_MS);
  const deliveries = new Date(now.getTime() - DELIVERY_KEEP_DAYS * DAY_MS);
  return db.$transaction(async (tx) => {
    const stale = { status: { in: ['pending', 'unconfirmed'] }, confirmSentAt: { lt: expired } };
    await tx.newsletterConsent.deleteMany({ where: { confirmedAt: null, subscriber: stale } });
    const pending = await tx.newsletterSubscriber.deleteMany({ where: stale });
    const consents = await tx.newsletterConsent.deleteMany({ where: { withdrawnAt: { lt: withdrawn } } });
    const rows = await tx.mailDelivery.deleteMany({
      where: { status: { in: ['sent', 'skipped', 'failed', 'bounced'] }, createdAt: { lt: deliveries } },
    });
    return { pending: pending.count, consents: consents.count, deliveries: rows.count };
  });
}
