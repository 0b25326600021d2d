// The confirmation link's token: the subscriber, when the link was issued and an HMAC of both with the
// address, under the site's secret. Nothing is stored for it; it expires `confirmTtlSeconds` after it
// was issued, and it stops working when the address is deleted or changes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';

const SECRET_NAME = 'newsletter-confirm';
const secrets = new WeakMap<Db, Promise<string>>();

/** The configured secret, or the database's own (made once, kept in SiteSecret, shared by every instance). */
export function confirmSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  const known = secrets.get(db);
  if (known) return known;
  const made = (async () => {
    await db.siteSecret.createMany({
      data: [{ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }],
      skipDuplicates: true,
    });
    return (await db.siteSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } })).value;
  })();
  made.catch(() => secrets.delete(db));
  secrets.set(db, made);
  return made;
}

const sign = (secret: string, id: number, email: string, issued: number) =>
  createHmac('sha256', secret)
    .update(`newsletter-confirm\n${id}\n${email}\n${issued}`)
    .digest('base64url')
    .slice(0, 32);

/** `<id>.<issued, base 36 seconds>.<32 characters of HMAC>` */
export function confirmToken(secret: string, subscriber: { id: number; email: string }, issuedAt: Date): string {
  const issued = Math.floor(issuedAt.getTime() / 1000);
  return `${subscriber.id}.${issued.toString(36)}.${sign(secret, subscriber.id, subscriber.email, issued)}`;
}

const SHAPE = /^(\d{1,10})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{32})$/;

/** The subscriber id a token names, or null when it cannot be one of ours (checked before any read). */
export function tokenSubscriber(token: string): number | null {
  const m = SHAPE.exec(token);
  return m ? Number(m[1]) : null;
}

/** 'valid', 'expired' or 'invalid' for this subscriber's address. */
export function checkToken(
  secret: string,
  token: string,
  subscriber: { id: number; email: string },
  ttlSeconds: number,
  now = new Date(),
): 'valid' | 'expired' | 'invalid' {
  const m = SHAPE.exec(token);
  if (!m || Number(m[1]) !== subscriber.id) return 'invalid';
  const issued = Number.parseInt(m[2] as string, 36);
  const expected = Buffer.from(sign(secret, subscriber.id, subscriber.email, issued));
  const given = Buffer.from(m[3] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return now.getTime() / 1000 > issued + ttlSeconds ? 'expired' : 'valid';
}
