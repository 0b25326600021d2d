// Proof of consent (LGPD art. 8): the wording the footer shows (taken from the web's own catalogs, so
// what is recorded is what was shown), kept once per version; one record per subscription with when
// and where the form was sent, how it was confirmed and how it was withdrawn; the admin's export of
// everything kept about one address.
import { createHash } from 'node:crypto';
import en from '../../../web/src/i18n/messages/en.json' with { type: 'json' };
import pt from '../../../web/src/i18n/messages/pt-BR.json' with { type: 'json' };
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { NotFoundError } from '../platform/errors.ts';

export type SubscriberLanguage = 'pt' | 'en';
type Tx = Prisma.TransactionClient | Db;

const WORDING: Record<SubscriberLanguage, string> = { pt: pt['newsletter.consent'], en: en['newsletter.consent'] };

/** The wording shown now in a language, with its version: the language and 12 hex of its SHA-256. */
export function consentWording(language: SubscriberLanguage): {
  version: string;
  language: SubscriberLanguage;
  text: string;
} {
  const text = WORDING[language];
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return { version: `${language}-${hash}`, language, text };
}

/** Keeps the wording's text once (the first time it is shown with a subscription). */
export async function keepWording(db: Tx, language: SubscriberLanguage) {
  const w = consentWording(language);
  await db.newsletterConsentText.createMany({ data: [w], skipDuplicates: true });
  return w;
}

/** Pages are paths of this site, bounded: what the form says it was sent from. */
export function formPage(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  return value.slice(0, 300);
}

export type FormFacts = { language: SubscriberLanguage; page: string | null; ip: string | null; at: Date };

/**
 * The form was sent: the subscription's open record (not confirmed, not withdrawn) is brought up to
 * this sending, or a new one is made. Runs in the subscription's transaction.
 */
export async function recordForm(tx: Tx, subscriber: { id: number; email: string }, facts: FormFacts) {
  const w = await keepWording(tx, facts.language);
  const data = {
    language: facts.language,
    formAt: facts.at,
    formPage: facts.page,
    textVersion: w.version,
    formIp: facts.ip,
  };
  const open = await tx.newsletterConsent.findFirst({
    where: { subscriberId: subscriber.id, confirmedAt: null, withdrawnAt: null },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  if (open) await tx.newsletterConsent.update({ where: { id: open.id }, data });
  else await tx.newsletterConsent.create({ data: { ...data, email: subscriber.email, subscriberId: subscriber.id } });
}

/**
 * The link was confirmed: the open record says when and how. An address from before double opt-in has
 * no record: its confirmation is its consent, given on the confirmation page (which shows the wording).
 */
export async function recordConfirmation(
  tx: Tx,
  subscriber: { id: number; email: string; language: string },
  how: string,
  ip: string | null,
  at: Date,
) {
  const open = await tx.newsletterConsent.findFirst({
    where: { subscriberId: subscriber.id, confirmedAt: null, withdrawnAt: null },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  const confirmed = { confirmedAt: at, confirmedHow: how, confirmIp: ip };
  if (open) return tx.newsletterConsent.update({ where: { id: open.id }, data: confirmed });
  const language: SubscriberLanguage = subscriber.language === 'en' ? 'en' : 'pt';
  const w = await keepWording(tx, language);
  return tx.newsletterConsent.create({
    data: { email: subscriber.email, subscriberId: subscriber.id, language, textVersion: w.version, ...confirmed },
  });
}

/** Leaving: confirmed records say when and how; an unconfirmed request was never consent and goes. */
export async function recordWithdrawal(tx: Tx, subscriberId: number, how: string, at: Date) {
  await tx.newsletterConsent.deleteMany({ where: { subscriberId, confirmedAt: null } });
  await tx.newsletterConsent.updateMany({
    where: { subscriberId, withdrawnAt: null },
    data: { withdrawnAt: at, withdrawnHow: how },
  });
}

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Everything kept about one address, for the admin to hand to its owner or an auditor. */
export async function consentExport(ctx: ServiceContext, rawEmail: string) {
  await requireAdmin(ctx);
  const email = rawEmail.trim().toLowerCase().slice(0, 200);
  const [subscriber, records] = await Promise.all([
    ctx.db.newsletterSubscriber.findUnique({ where: { email } }),
    ctx.db.newsletterConsent.findMany({ where: { email }, orderBy: { id: 'asc' }, include: { text: true } }),
  ]);
  if (!subscriber && records.length === 0) throw new NotFoundError('NEWSLETTER_CONSENT_NOT_FOUND', { email });
  const keepDays = ctx.newsletter?.settings.consentKeepDays;
  return {
    email,
    exportedAt: new Date().toISOString(),
    subscriber: subscriber && {
      status: subscriber.status,
      language: subscriber.language,
      subscribedAt: iso(subscriber.createdAt),
      confirmedAt: iso(subscriber.confirmedAt),
      confirmationSentAt: iso(subscriber.confirmSentAt),
      suppressedAt: iso(subscriber.suppressedAt),
      suppressedReason: subscriber.suppressedReason,
    },
    consents: records.map((r) => ({
      language: r.language,
      formSentAt: iso(r.formAt),
      formPage: r.formPage,
      wording: { version: r.textVersion, language: r.text.language, text: r.text.text },
      formIp: r.formIp,
      confirmedAt: iso(r.confirmedAt),
      confirmedHow: r.confirmedHow,
      confirmIp: r.confirmIp,
      withdrawnAt: iso(r.withdrawnAt),
      withdrawnHow: r.withdrawnHow,
      deleteAfter:
        r.withdrawnAt && keepDays ? new Date(r.withdrawnAt.getTime() + keepDays * 86_400_000).toISOString() : null,
    })),
  };
}

export type ConsentExport = Awaited<ReturnType<typeof consentExport>>;
