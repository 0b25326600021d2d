// Who may edit a collection (issue 38): whoever holds its edit secret. The secret is a capability the
// browser keeps in the edit link's URL fragment and sends only in the `x-collection-key` header; it
// is stored only as its SHA-256, compared in constant time, and a new one replaces it at once.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, GoneError, NotFoundError, SubmissionRefusedError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { ID_SHAPE, KEY_SHAPE } from './collection-input.ts';

export type Tx = Prisma.TransactionClient;

export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
/** 32 random bytes: the edit secret. */
export const newKey = () => randomBytes(32).toString('base64url');

function keyMatches(key: string | undefined, storedHash: string): boolean {
  if (!key || !KEY_SHAPE.test(key)) return false;
  const given = Buffer.from(keyHash(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Runs one edit with the request's key. The key is checked before the input is read (a refused
 * request's body is never looked at), then again inside a transaction that holds the collection's
 * row, so edits of one collection happen one after another (positions stay dense) and a key replaced
 * meanwhile is refused. Every attempt counts against the address's edit limit, refused ones too.
 */
export async function editCollection<I, T>(
  ctx: ServiceContext,
  id: string,
  read: () => Promise<I>,
  work: (tx: Tx, input: I) => Promise<T>,
): Promise<T> {
  await ctx.limits.collectionEdit(ctx.clientIp);
  if (!ID_SHAPE.test(id)) throw new NotFoundError('COLLECTION_NOT_FOUND');
  const check = (row: { editKeyHash: string; takenDownAt: Date | null } | null | undefined) => {
    if (!row) throw new NotFoundError('COLLECTION_NOT_FOUND');
    if (row.takenDownAt) throw new GoneError('COLLECTION_TAKEN_DOWN');
    if (!keyMatches(ctx.collectionKey, row.editKeyHash)) throw new SubmissionRefusedError('COLLECTION_KEY_REFUSED');
  };
  check(await ctx.db.collection.findUnique({ where: { id }, select: { editKeyHash: true, takenDownAt: true } }));
  const input = await read();
  return ctx.db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ editKeyHash: string; takenDownAt: Date | null }[]>`
      SELECT "editKeyHash", "takenDownAt" FROM "Collection" WHERE "id" = ${id} FOR UPDATE`;
    check(row);
    const result = await work(tx, input);
    await tx.collection.updateMany({ where: { id }, data: { updatedAt: new Date() } });
    return result;
  });
}

/** The input through its schema, as a reader for editCollection. */
export const parsedWith =
  <S extends z.ZodType>(schema: S, input: Input) =>
  async (): Promise<z.output<S>> => {
    const parsed = schema.safeParse(await readInput(input));
    if (!parsed.success) throw fromZod(parsed.error);
    return parsed.data;
  };

/** editCollection's reader for edits that take no input. */
export const noInput = async () => undefined;
