// Which compression a client accepts, by RFC 9110 §12.5.3: an encoding with q=0 is refused, even when
// named (`gzip;q=0`), and `*` stands for any encoding not named. The highest weight wins; br on a tie.
export type Encoding = 'br' | 'gzip' | null;

// Clients send a handful of distinct headers: each is parsed once (the cache-hit path calls this).
const seen = new Map<string, Encoding>();

export function preferredEncoding(header: string | null | undefined): Encoding {
  if (!header) return null;
  let choice = seen.get(header);
  if (choice !== undefined) return choice;
  choice = parse(header);
  if (seen.size >= 64) seen.clear();
  seen.set(header, choice);
  return choice;
}

function parse(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const m = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(p);
      if (m) q = Number(m[1]);
    }
    weights.set(name, Math.min(1, q));
  }
  const any = weights.get('*');
  const weight = (name: string) =>
    weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? any ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
