import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { csvCell } from '../platform/csv.ts';
import { AlreadySubscribedError, fromZod, NotFoundError } from '../platform/errors.ts';

// Same rules and messages as the footer form (spec section 5).
export const EMAIL_MAX = 100;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

const subscribeSchema = z.object({
  email: z
    .string({ message: 'EMAIL_REQUIRED' })
    .trim()
    .min(1, 'EMAIL_REQUIRED')
    .max(EMAIL_MAX, 'EMAIL_TOO_LONG')
    .regex(EMAIL_PATTERN, 'EMAIL_INVALID')
    .transform((e) => e.toLowerCase()),
  language: z.enum(['pt', 'en'], { message: 'FIELD_ONE_OF' }).default('pt'),
  name: z.string().max(200).optional().nullable(),
});

export type SubscriberLanguage = 'pt' | 'en';

/** 24 random bytes, base64url: 32 characters, unguessable. The migration gave older rows 64 hex characters. */
export const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

// Anything else cannot be a token we issued: answered as "invalid link" without asking the database.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export async function subscriberCount(ctx: ServiceContext): Promise<number> {
  return ctx.db.newsletterSubscriber.count();
}

export async function subscribe(ctx: ServiceContext, input: unknown): Promise<{ subscriberCount: number }> {
  await ctx.limits.newsletter(ctx.clientIp);
  const parsed = subscribeSchema.safeParse(input ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  // The schema already trimmed and lower-cased the address: that is the form it is stored and compared in.
  // `name` is accepted for the spec's payload but not stored: the privacy policy promises less.
  const { email, language } = parsed.data;
  const created = await ctx.db.newsletterSubscriber.createMany({
    data: [{ email, language, unsubscribeToken: newUnsubscribeToken() }],
    skipDuplicates: true,
  });
  if (created.count === 0) throw new AlreadySubscribedError();
  ctx.changes.emit({ kind: 'newsletter' });
  return { subscriberCount: await subscriberCount(ctx) };
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
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<{ language: SubscriberLanguage }> {
  if (!TOKEN_SHAPE.test(token)) throw new NotFoundError('NEWSLETTER_INVALID_LINK');
  const found = await ctx.db.newsletterSubscriber.findUnique({
    where: { unsubscribeToken: token },
    select: { id: true, language: true },
  });
  if (!found) throw new NotFoundError('NEWSLETTER_INVALID_LINK');
  // deleteMany, not delete: a concurrent click that removed the row first is the same "already removed".
  const { count } = await ctx.db.newsletterSubscriber.deleteMany({ where: { id: found.id, unsubscribeToken: token } });
  if (count === 0) throw new NotFoundError('NEWSLETTER_INVALID_LINK');
  ctx.changes.emit({ kind: 'newsletter' });
  return { language: languageOf(found.language) };
}

export const CSV_COLUMNS = ['email', 'language', 'subscribed_at', 'unsubscribe_url'] as const;

export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Every subscriber with their own unsubscribe link, for the mailing tool's template. Admins only: this
 * is the one way email addresses leave the server. RFC 4180: CRLF line ends, a header row.
 */
export async function exportSubscribersCsv(ctx: ServiceContext, origin: string): Promise<string> {
  await requireAdmin(ctx);
  const rows = await ctx.db.newsletterSubscriber.findMany({
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { email: true, language: true, createdAt: true, unsubscribeToken: true },
  });
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      [r.email, r.language, r.createdAt.toISOString(), unsubscribeUrl(origin, r.unsubscribeToken)]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
