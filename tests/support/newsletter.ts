// Double opt-in (issue 57) in tests that are about something else (counts, caches, REST shapes): the
// confirmation link a subscriber would receive, made from the site's secret as the sender makes it,
// and sent to the public confirm endpoint, so the count changes through the same writer as in use.
import type { Db } from '../../server/db/database.ts';
import { confirmSecret, confirmToken } from '../../server/services/newsletter/confirm-link.ts';

/** The token of the confirmation email `email` would be sent now. */
export async function confirmationToken(db: Db, email: string): Promise<string> {
  const row = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email }, select: { id: true, email: true } });
  return confirmToken(await confirmSecret(db), row, new Date());
}

/** Confirms a pending address through `POST /api/newsletter/confirm`, as the link's page does. */
export async function confirmByLink(base: string, db: Db, email: string): Promise<void> {
  const res = await fetch(`${base}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: await confirmationToken(db, email) }),
  });
  if (res.status !== 200) throw new Error(`confirm ${email}: ${res.status} ${await res.text()}`);
}
