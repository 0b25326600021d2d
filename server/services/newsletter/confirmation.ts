// Confirming a subscription through the signed link of its confirmation email. Reading the link (the
// page a GET shows) never changes anything: mail scanners prefetch links. Confirming is a POST.
import type { ServiceContext } from '../platform/context.ts';
import { GoneError, NotFoundError } from '../platform/errors.ts';
import { NO_MAIL } from '../platform/mail-settings.ts';
import { checkToken, confirmSecret, tokenSubscriber } from './confirm-link.ts';
import { recordConfirmation, type SubscriberLanguage } from './consent.ts';
import { maskEmail } from './newsletter.ts';

const languageOf = (stored: string): SubscriberLanguage => (stored === 'en' ? 'en' : 'pt');

/** The subscriber a valid link names; NotFound for a link that is not ours, Gone for an expired one. */
async function subscriberOf(ctx: ServiceContext, token: string) {
  const id = tokenSubscriber(token);
  if (id === null) throw new NotFoundError('NEWSLETTER_INVALID_CONFIRM_LINK');
  const subscriber = await ctx.db.newsletterSubscriber.findUnique({ where: { id } });
  if (!subscriber) throw new NotFoundError('NEWSLETTER_INVALID_CONFIRM_LINK');
  const settings = (ctx.newsletter ?? NO_MAIL).settings;
  const secret = await confirmSecret(ctx.db, settings.secret);
  const state = checkToken(secret, token, subscriber, settings.confirmTtlSeconds);
  if (state === 'invalid') throw new NotFoundError('NEWSLETTER_INVALID_CONFIRM_LINK');
  // A confirmed address stays confirmed: an old link says so rather than "expired".
  if (state === 'expired' && subscriber.status !== 'confirmed') throw new GoneError('NEWSLETTER_LINK_EXPIRED');
  return subscriber;
}

export type ConfirmView = { language: SubscriberLanguage; maskedEmail: string; confirmed: boolean };

/** What the confirmation page shows before the button is pressed. */
export async function confirmPreview(ctx: ServiceContext, token: string): Promise<ConfirmView> {
  const s = await subscriberOf(ctx, token);
  return { language: languageOf(s.language), maskedEmail: maskEmail(s.email), confirmed: s.status === 'confirmed' };
}

/**
 * Confirms the address (counted and mailed from now on) and records when and how in its consent
 * record. Confirming twice is the same answer, not an error.
 */
export async function confirmSubscription(
  ctx: ServiceContext,
  token: string,
  how: string,
): Promise<ConfirmView & { already: boolean }> {
  const s = await subscriberOf(ctx, token);
  const view = { language: languageOf(s.language), maskedEmail: maskEmail(s.email), confirmed: true };
  if (s.status === 'confirmed') return { ...view, already: true };
  const rt = ctx.newsletter ?? NO_MAIL;
  const now = new Date();
  const changed = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.newsletterSubscriber.updateMany({
      where: { id: s.id, status: { not: 'confirmed' } },
      data: { status: 'confirmed', confirmedAt: now, suppressedAt: null, suppressedReason: null },
    });
    if (count > 0) await recordConfirmation(tx, s, how, rt.settings.keepIp ? ctx.clientIp : null, now);
    return count > 0;
  });
  if (changed) ctx.changes.emit({ kind: 'newsletter' });
  return { ...view, already: !changed };
}
