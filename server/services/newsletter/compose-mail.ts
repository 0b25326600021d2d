// One message for one recipient, with the headers bulk senders owe mailbox providers: a Message-ID
// per recipient and digest (the same one if a crash makes it go twice, so clients can fold the two),
// List-Unsubscribe with an https link (and a mailto only when the site reads that mailbox) and
// List-Unsubscribe-Post for the one-click POST of RFC 8058.
import type { OutgoingMail } from '../../mail/transport.ts';
import { messageHost, type NewsletterRuntime, senderOf } from '../platform/mail-settings.ts';
import { confirmToken } from './confirm-link.ts';
import { confirmUrl, renderConfirmation } from './confirm-mail.ts';
import type { SubscriberLanguage } from './consent.ts';
import type { DigestPart } from './digest.ts';
import { UNSUBSCRIBE_PLACEHOLDER } from './digest-render.ts';
import { unsubscribeUrl } from './newsletter.ts';

export type Recipient = {
  deliveryId: number;
  kind: string;
  subscriberId: number;
  email: string;
  language: SubscriberLanguage;
  unsubscribeToken: string;
};

const origin = (rt: NewsletterRuntime) => (rt.publicUrl ?? '').replace(/\/+$/, '');

export function listHeaders(rt: NewsletterRuntime, unsubscribeToken: string): Record<string, string> {
  const https = `<${unsubscribeUrl(origin(rt), unsubscribeToken)}>`;
  const mailto = rt.settings.unsubscribeMailto ? `, <mailto:${rt.settings.unsubscribeMailto}?subject=unsubscribe>` : '';
  return {
    'List-Unsubscribe': `${https}${mailto}`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `Vitrine Pública <newsletter.${messageHost(rt)}>`,
  };
}

export const digestMessageId = (rt: NewsletterRuntime, digestId: number, subscriberId: number) =>
  `<digest-${digestId}.r${subscriberId}@${messageHost(rt)}>`;

export function digestMail(rt: NewsletterRuntime, digestId: number, part: DigestPart, r: Recipient): OutgoingMail {
  const link = unsubscribeUrl(origin(rt), r.unsubscribeToken);
  return {
    from: senderOf(rt),
    to: r.email,
    subject: part.subject,
    html: part.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link.replaceAll('&', '&amp;')),
    text: part.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
    messageId: digestMessageId(rt, digestId, r.subscriberId),
    headers: { ...listHeaders(rt, r.unsubscribeToken), Precedence: 'bulk' },
  };
}

export function confirmationMail(rt: NewsletterRuntime, secret: string, r: Recipient, issuedAt: Date): OutgoingMail {
  const token = confirmToken(secret, { id: r.subscriberId, email: r.email }, issuedAt);
  const content = renderConfirmation(
    r.language,
    confirmUrl(origin(rt), token, r.language),
    rt.settings.confirmTtlSeconds,
    r.kind === 'reconfirm',
  );
  return {
    from: senderOf(rt),
    to: r.email,
    ...content,
    messageId: `<confirm-${r.deliveryId}@${messageHost(rt)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** A digest test sent to an admin's address: the real message, marked as a test, no working unsubscribe. */
export function testMail(rt: NewsletterRuntime, part: DigestPart, to: string, lang: SubscriberLanguage): OutgoingMail {
  const note = lang === 'en' ? '[Test] ' : '[Teste] ';
  const link = `${origin(rt)}${lang === 'en' ? '/en' : ''}`;
  return {
    from: senderOf(rt),
    to,
    subject: `${note}${part.subject}`,
    html: part.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
    text: part.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
    messageId: `<test-${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@${messageHost(rt)}>`,
  };
}
