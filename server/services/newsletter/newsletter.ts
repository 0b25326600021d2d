import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { csvCell } from '../platform/csv.ts';
import { AlreadySubscribedError, fromZod, NotFoundError } from '../platform/errors.ts';
import { canSend, NO_MAIL } from '../platform/mail-settings.ts';
import { formPage, recordForm, recordWithdrawal, type SubscriberLanguage } from './consent.ts';
import { ensureMailJob, queueConfirmation } from './mail-queue.ts';

export type { SubscriberLanguage } from './consent.ts';

// Same rules and messages as the footer form (spec section 5).
export const EMAIL_MAX = 100;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const subscribeSchema = z.object({
  email: z
    .string({ message: 'EMAIL_REQUIRED' })
    .trim()
    .min(1, 'EMAIL_REQUIRED')
    .max(EMAIL_MAX, 'EMAIL_TOO_LONG')
    .regex(EMAIL_PATTERN, 'EMAIL_INVALID')
    .transform((e) => e.toLowerCase()),
  language: z.enum(['pt', 'en'], { message: 'FIELD_ONE_OF' }).default('pt'),
  name: z.string().max(200).optional().nullable(),
  page: z.string().max(2000).optional().nullable(),
});

/** 24 random bytes, base64url: 32 characters, unguessable. The migration gave older rows 64 hex characters. */
export const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

// Anything else cannot be a token we issued: answered as "invalid link" without asking the database.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** Only confirmed addresses count (and receive mail). */
export async function subscriberCount(ctx: Pick<ServiceContext, 'db'>): Promise<number> {
  return ctx.db.newsletterSubscriber.count({ where: { status: 'confirmed' } });
}

export type SubscribeResult = { subscriberCount: number; confirmationQueued: boolean };

/**
 * Double opt-in: a new address is kept pending with its consent record and a confirmation email is
 * queued, in one transaction (the sender picks it up; without SMTP it waits). A pending address asking
 * again gets the confirmation again, bounded per address and per client; a confirmed one is
 * "Already subscribed" (spec section 8).
 */
export async function subscribe(ctx: ServiceContext, input: unknown): Promise<SubscribeResult> {
  await ctx.limits.newsletter(ctx.clientIp);
  const parsed = subscribeSchema.safeParse(input ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  // The schema already trimmed and lower-cased the address: that is the form it is stored and compared in.
  // `name` is accepted for the spec's payload but not stored: the privacy policy promises less.
  const { email, language } = parsed.data;
  const rt = ctx.newsletter ?? NO_MAIL;
  const facts = {
    language,
    page: formPage(parsed.data.page),
    ip: rt.settings.keepIp ? ctx.clientIp : null,
    at: new Date(),
  };
  const existing = await ctx.db.newsletterSubscriber.findUnique({ where: { email }, select: { status: true } });
  if (existing?.status === 'confirmed') throw new AlreadySubscribedError();
  if (existing) await ctx.limits.confirmationResend(email, ctx.clientIp);
  const mail = canSend(rt);
  const write = () =>
    ctx.db.$transaction(async (tx) => {
      const found = await tx.newsletterSubscriber.findUnique({ where: { email } });
      if (found?.status === 'confirmed') throw new AlreadySubscribedError();
      const subscriber = found
        ? await tx.newsletterSubscriber.update({ where: { id: found.id }, data: { language, status: 'pending' } })
        : await tx.newsletterSubscriber.create({
            data: { email, language, status: 'pending', unsubscribeToken: newUnsubscribeToken() },
          });
      await recordForm(tx, subscriber, facts);
      await queueConfirmation(tx, subscriber.id);
      // Without a mail server the message waits; the sender is queued when one is configured (start-up).
      if (mail) await ensureMailJob(tx);
    });
  try {
    await write();
  } catch (error) {
    // Two requests for one new address at once: the second finds the first one's row.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
    await write();
  }
  if (mail) ctx.jobs.wake();
  return { subscriberCount: await subscriberCount(ctx), confirmationQueued: true };
}

const languageOf = (stored: string): SubscriberLanguage => (stored === 'en' ? 'en' : 'pt');

/** 'joana@example.org' → 'j***@example.org': enough for the owner to recognise, not the address itself. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** What the unsubscribe page shows before anything is removed; NotFoundError for an unknown or used token. */
export async function unsubscribePreview(
  ctx: ServiceContext,
  token: string,
): Promise<{ language: SubscriberLanguage; maskedEmail: string }> {
  if (!TOKEN_SHAPE.test(token)) throw new NotFoundError('NEWSLETTER_INVALID_LINK');
  const found = await ctx.db.newsletterSubscriber.findUnique({
    where: { unsubscribeToken: token },
    select: { email: true, language: true },
  });
  if (!found) throw new NotFoundError('NEWSLETTER_INVALID_LINK');
  return { language: languageOf(found.language), maskedEmail: maskEmail(found.email) };
}

/**
 * Removes the subscriber the token belongs to (the row, email included, is deleted). A token that is
 * unknown or was already used is a NotFoundError, so a second click is a clear answer, never a 500.
 */
export async function unsubscribe(
  ctx: ServiceContext,
  token: string,
  how = 'api',
): Promise<{ language: SubscriberLanguage }> {
  if (!TOKEN_SHAPE.test(token)) throw new NotFoundError('NEWSLETTER_INVALID_LINK');
  const found = await ctx.db.newsletterSubscriber.findUnique({
    where: { unsubscribeToken: token },
    select: { id: true, language: true },
  });
  if (!found) throw new NotFoundError('NEWSLETTER_INVALID_LINK');
  const count = await ctx.db.$transaction(async (tx) => {
    // The consent record keeps the withdrawal (when and how); the subscriber row, address included, goes.
    await recordWithdrawal(tx, found.id, how, new Date());
    // deleteMany, not delete: a concurrent click that removed the row first is the same "already removed".
    const removed = await tx.newsletterSubscriber.deleteMany({ where: { id: found.id, unsubscribeToken: token } });
    return removed.count;
  });
  if (count === 0) throw new NotFoundError('NEWSLETTER_INVALID_LINK');
  ctx.changes.emit({ kind: 'newsletter' });
  return { language: languageOf(found.language) };
}

export const CSV_COLUMNS = ['email', 'language', 'subscribed_at', 'unsubscribe_url', 'confirmed_at'] as const;

export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Every confirmed subscriber with their own unsubscribe link, for another mailing tool's template (an
 * unconfirmed address never leaves: it did not consent). Admins only. RFC 4180: CRLF line ends, a header row.
 */
export async function exportSubscribersCsv(ctx: ServiceContext, origin: string): Promise<string> {
  await requireAdmin(ctx);
  const rows = await ctx.db.newsletterSubscriber.findMany({
    where: { status: 'confirmed' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { email: true, language: true, createdAt: true, unsubscribeToken: true, confirmedAt: true },
  });
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.email,
        r.language,
        r.createdAt.toISOString(),
        unsubscribeUrl(origin, r.unsubscribeToken),
        r.confirmedAt?.toISOString() ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
