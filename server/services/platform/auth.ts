import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ServiceContext, Viewer } from './context.ts';
import { fromZod, InvalidCredentialsError, UnauthorizedError } from './errors.ts';

// scrypt with N=2^15, r=8 needs 32 MiB per hash: memory-hard, and built into Node.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LEN = 32;
export const SESSION_DAYS = 7;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LEN, SCRYPT, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , , , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'));
  const expected = Buffer.from(key, 'base64');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates or updates the admin from ADMIN_USERNAME/ADMIN_PASSWORD at start-up. A changed password
 * revokes every session of that admin: whoever knew the old one must not keep a way in.
 */
export async function ensureAdminUser(db: Db, username: string, password: string | undefined) {
  if (!password) return;
  const existing = await db.adminUser.findUnique({ where: { username } });
  if (existing && (await verifyPassword(password, existing.passwordHash))) return;
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const user = await tx.adminUser.upsert({
      where: { username },
      create: { username, passwordHash },
      update: { passwordHash },
    });
    await tx.adminSession.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
  });
}

export const loginSchema = z.object({
  username: z.string({ message: 'USERNAME_REQUIRED' }).trim().min(1, 'USERNAME_REQUIRED').max(100),
  password: z.string({ message: 'PASSWORD_REQUIRED' }).min(1, 'PASSWORD_REQUIRED').max(200),
});

// A fixed hash to compare against for unknown users, so timing does not reveal which names exist.
let dummyHash: Promise<string> | undefined;

export async function login(ctx: ServiceContext, input: { username?: unknown; password?: unknown }) {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  const { username, password } = parsed.data;
  const user = await ctx.limits.login(username, ctx.clientIp, async () => {
    const found = await ctx.db.adminUser.findUnique({ where: { username } });
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    // Unknown names are checked against a dummy hash too, so both take the same time.
    const ok = await verifyPassword(password, found?.passwordHash ?? (await dummyHash));
    return found && ok ? found : null;
  });
  if (!user) throw new InvalidCredentialsError();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await ctx.db.adminSession.create({ data: { tokenHash: hashToken(token), userId: user.id, expiresAt } });
  return { token, username: user.username, expiresAt };
}

export async function resolveViewer(db: Db, token: string | undefined): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const session = await db.adminSession.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  return { userId: session.userId, username: session.user.username, sessionId: session.id };
}

export async function requireAdmin(ctx: ServiceContext): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

export async function logout(ctx: ServiceContext): Promise<void> {
  const viewer = await requireAdmin(ctx);
  await ctx.db.adminSession.update({ where: { id: viewer.sessionId }, data: { revokedAt: new Date() } });
}
