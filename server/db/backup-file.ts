// The backup file: a first line naming the format, a JSON header, a gzip body (AES-256-GCM over it when a
// key is set), a JSON trailer (counts, checksums) and a fixed-size seal line holding the trailer's hash
// and length. The seal is read first, so a file cut short or altered anywhere is refused before a single
// row is restored: the body's SHA-256 covers every byte before the trailer, the seal covers the trailer.
import {
  type CipherGCM,
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scryptSync,
} from 'node:crypto';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createInterface } from 'node:readline';
import { PassThrough, pipeline, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const MAGIC = 'VITRINE-BACKUP 1\n';
const SEAL_BYTES = 64 + 1 + 16 + 1;

export class BackupFileError extends Error {}

export type Header = {
  format: 1;
  createdAt: string;
  source: 'pglite' | 'postgres';
  schema: string[];
  encryption?: { salt: string; iv: string; keyCheck: string };
};
export type Trailer = {
  bodyBytes: number;
  bodySha256: string;
  tables: Record<string, { count: number; sum: string }>;
  files: { count: number; bytes: number };
  /** Images kept elsewhere (S3 objects, checked; Cloudinary ids, listed), named in the body. */
  objects?: { count: number; bytes: number; missing: string[]; cloudinary: number };
  authTag?: string;
};

const deriveKey = (secret: string, salt: Buffer) => scryptSync(secret, salt, 32);
const keyCheck = (key: Buffer) => createHmac('sha256', key).update('vitrine-backup-key').digest('hex');

/** Writes to `path.partial` and renames at the end: no half-written file ever carries the backup's name. */
export async function createBackupFile(path: string, header: Omit<Header, 'encryption'>, secret?: string) {
  const partial = `${path}.partial`;
  const file = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
  const hash = createHash('sha256');
  let bytes = 0;
  const put = (chunk: Buffer | string) => {
    const b = Buffer.from(chunk);
    hash.update(b);
    bytes += b.length;
    return file.write(b);
  };
  let full: Header = { ...header };
  let cipher: CipherGCM | undefined;
  if (secret) {
    const salt = randomBytes(16);
    const iv = randomBytes(12);
    const key = deriveKey(secret, salt);
    cipher = createCipheriv('aes-256-gcm', key, iv);
    full = { ...full, encryption: { salt: salt.toString('hex'), iv: iv.toString('hex'), keyCheck: keyCheck(key) } };
  }
  put(MAGIC);
  put(`${JSON.stringify(full)}\n`);
  const gzip = createGzip({ level: 6 });
  const sink = new PassThrough();
  sink.on('data', (b: Buffer) => {
    if (!put(b)) {
      sink.pause();
      file.once('drain', () => sink.resume());
    }
  });
  (cipher ? gzip.pipe(cipher) : gzip).pipe(sink);
  const failed = new Promise<never>((_, reject) => file.once('error', reject));
  failed.catch(() => {});
  return {
    /** Adds one line to the body, waiting when the disk is behind (memory stays one buffer's worth). */
    async line(text: string) {
      if (!gzip.write(`${text}\n`)) await Promise.race([new Promise((r) => gzip.once('drain', r)), failed]);
    },
    async finish(body: Omit<Trailer, 'bodyBytes' | 'bodySha256' | 'authTag'>) {
      gzip.end();
      await Promise.race([finished(sink), failed]);
      const trailer: Trailer = {
        ...body,
        bodyBytes: bytes,
        bodySha256: hash.digest('hex'),
        authTag: cipher?.getAuthTag().toString('hex'),
      };
      const json = JSON.stringify(trailer);
      file.write(
        `${json}\n${createHash('sha256').update(json).digest('hex')} ${String(json.length).padStart(16, '0')}\n`,
      );
      file.end();
      await Promise.race([finished(file), failed]);
      renameSync(partial, path);
      return { trailer, size: statSync(path).size };
    },
    abort() {
      file.destroy();
      rmSync(partial, { force: true });
    },
  };
}

function readAt(fd: number, start: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  const n = readSync(fd, buf, 0, length, start);
  return buf.subarray(0, n);
}

/**
 * Checks the whole file before anything is restored from it: its format line, seal, trailer and the
 * body's checksum, and the key when it is encrypted. Throws BackupFileError saying what is wrong.
 */
export async function openBackupFile(path: string, secret?: string) {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new BackupFileError(`No backup file at ${path}.`);
  }
  const fd = openSync(path, 'r');
  let header: Header;
  let trailer: Trailer;
  let headerEnd: number;
  try {
    const head = readAt(fd, 0, 64 * 1024).toString('utf8');
    if (!head.startsWith(MAGIC))
      throw new BackupFileError(`${path} is not a Vitrine Pública backup (its first line is wrong).`);
    const seal = readAt(fd, Math.max(0, size - SEAL_BYTES), SEAL_BYTES).toString('utf8');
    const m = /^([0-9a-f]{64}) (\d{16})\n$/.exec(seal);
    if (!m || size < SEAL_BYTES) throw new BackupFileError(`${path} is truncated: its closing seal is missing.`);
    const length = Number(m[2]);
    const trailerStart = size - SEAL_BYTES - 1 - length;
    const json = trailerStart > 0 ? readAt(fd, trailerStart, length).toString('utf8') : '';
    if (createHash('sha256').update(json).digest('hex') !== m[1])
      throw new BackupFileError(`${path} is damaged: its trailer does not match its seal (truncated or altered).`);
    trailer = JSON.parse(json) as Trailer;
    if (trailer.bodyBytes !== trailerStart)
      throw new BackupFileError(
        `${path} is damaged: its body is ${trailerStart} bytes, the trailer says ${trailer.bodyBytes}.`,
      );
    const headerLine = head.slice(MAGIC.length, head.indexOf('\n', MAGIC.length));
    header = JSON.parse(headerLine) as Header;
    headerEnd = Buffer.byteLength(MAGIC) + Buffer.byteLength(headerLine) + 1;
  } catch (e) {
    if (e instanceof BackupFileError) throw e;
    throw new BackupFileError(`${path} is damaged: ${(e as Error).message}.`);
  } finally {
    closeSync(fd);
  }
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { start: 0, end: trailer.bodyBytes - 1 })) hash.update(chunk);
  if (hash.digest('hex') !== trailer.bodySha256)
    throw new BackupFileError(`${path} is damaged: its checksum does not match (a byte changed or went missing).`);
  let key: Buffer | undefined;
  if (header.encryption) {
    if (!secret) throw new BackupFileError(`${path} is encrypted: set BACKUP_KEY to the key it was made with.`);
    key = deriveKey(secret, Buffer.from(header.encryption.salt, 'hex'));
    if (keyCheck(key) !== header.encryption.keyCheck)
      throw new BackupFileError(`${path} was encrypted with another BACKUP_KEY.`);
  }
  return {
    header,
    trailer,
    /** The body's lines, in order; the caller's pace sets the reading's (nothing is read ahead in bulk). */
    async *lines(): AsyncIterable<string> {
      const streams: (Readable | Writable)[] = [
        createReadStream(path, { start: headerEnd, end: trailer.bodyBytes - 1 }),
      ];
      if (key && header.encryption) {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.encryption.iv, 'hex'));
        decipher.setAuthTag(Buffer.from(trailer.authTag ?? '', 'hex'));
        streams.push(decipher);
      }
      const gunzip = createGunzip();
      let failure: Error | undefined;
      pipeline([...streams, gunzip] as never, (e: Error | null) => {
        failure ??= e ?? undefined;
      });
      for await (const line of createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY })) {
        if (failure) break;
        yield line;
      }
      await new Promise((r) => setImmediate(r));
      if (failure) throw new BackupFileError(`${path} could not be read: ${failure.message}.`);
    },
  };
}

export type BackupFile = Awaited<ReturnType<typeof openBackupFile>>;
