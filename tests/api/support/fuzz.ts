// fast-check arbitraries for hostile HTTP input, and the check every answer must pass. Shared by the
// vitest API suites and the Playwright page spec, so it imports neither runner.
import { request } from 'node:http';
import fc from 'fast-check';

/** Runs per route; FUZZ_RUNS shortens a local run, CI uses the default. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

// Percent-encodes what Node refuses to put in a request line (controls, spaces, non-ASCII) and
// leaves everything else raw, `%` included, so malformed escapes reach the server as they are.
export function raw(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c > 0x20 && c < 0x7f && ch !== '#' && ch !== '?' && ch !== '/') out += ch;
    else out += [...Buffer.from(ch)].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
  return out;
}

const nasty = fc.constantFrom(
  '%E0%A4%A',
  '%00',
  '%',
  '%%',
  '%zz',
  '_',
  '%25',
  '..',
  '%2e%2e',
  '1e30',
  '-1',
  '0',
  '99999999999',
  '2147483648',
  'NaN',
  '__proto__',
  'constructor',
  Buffer.from('screen:1e30').toString('base64url'),
  Buffer.from('screen:-1').toString('base64url'),
  'a'.repeat(5000),
  '\u0000',
  '\uD800',
  '\u202E',
);

/** A value as it could arrive in a path segment or query string (already in raw request form). */
export const rawValue = fc.oneof(
  nasty.map(raw),
  fc.string({ unit: 'binary', maxLength: 40 }).map(raw),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => encodeURIComponent(s)),
  fc.integer().map(String),
  fc.double().map(String),
);

export const queryString = (names: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom('timestamp', ...names), rawValue), rawValue), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

/** JSON-ish request bodies: real JSON of any shape, objects with the fields a route reads, and junk. */
export const body = (fields: string[]) =>
  fc.oneof(
    fc.json(),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc
      .dictionary(fc.constantFrom(...fields, '__proto__', 'constructor'), fc.jsonValue(), { maxKeys: 8 })
      .map((o) => JSON.stringify(o)),
  );

export type Sent = { status: number; text: string };

/** One request with the path exactly as given (no URL normalisation in between). */
export function send(
  base: string,
  method: string,
  path: string,
  opts: { body?: string | Uint8Array; headers?: Record<string, string> } = {},
) {
  const url = new URL(base);
  return new Promise<Sent>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path, headers: { connection: 'keep-alive', ...opts.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const STACK = /\bat .+\.(ts|js|mjs|cjs):\d+|\/work\/|node_modules|file:\/\/|Error:.*\n\s+at /;

/** What is wrong with an answer (a 5xx, internals such as stack frames or file paths), or null. */
export function problem(res: Sent, what: string): string | null {
  return res.status >= 500 || STACK.test(res.text) ? `${what} → ${res.status} ${res.text.slice(0, 300)}` : null;
}
