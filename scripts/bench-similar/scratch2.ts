import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import {
  type Features,
  featuresOf,
  lookScore,
  type ScreenFacts,
} from '../../server/services/catalogue/similar-score.ts';
import { KINDS } from './judged-apps.ts';

const { facts, kinds } = JSON.parse(readFileSync('/tmp/judged-facts.json', 'utf8')) as {
  facts: ScreenFacts[];
  kinds: string[];
};
const feats = featuresOf(facts);
const kind = new Map(facts.map((f, i) => [f.id, kinds[i]]));
const appIds = [...new Set(facts.map((f) => f.appId))].sort((a, b) => a - b);
const W = Number(process.env.LW ?? 6),
  H = Number(process.env.LH ?? 12);
async function layout(file: string) {
  const g = await sharp(file)
    .flatten({ background: '#fff' })
    .greyscale()
    .resize(72, 128, { fit: 'fill' })
    .raw()
    .toBuffer();
  const e = new Float64Array(72 * 128);
  for (let y = 0; y < 127; y++)
    for (let x = 0; x < 71; x++) {
      const i = y * 72 + x;
      e[i] = Math.abs(g[i]! - g[i + 1]!) + Math.abs(g[i]! - g[i + 72]!);
    }
  const v: number[] = [];
  for (let cy = 0; cy < H; cy++)
    for (let cx = 0; cx < W; cx++) {
      let s = 0,
        n = 0;
      for (let y = Math.floor((cy * 128) / H); y < Math.floor(((cy + 1) * 128) / H); y++)
        for (let x = Math.floor((cx * 72) / W); x < Math.floor(((cx + 1) * 72) / W); x++) {
          s += e[y * 72 + x]!;
          n++;
        }
      v.push(s / n);
    }
  const mean = v.reduce((a, b) => a + b, 0) / v.length;
  const c = v.map((x) => x - mean);
  const norm = Math.hypot(...c) || 1;
  return c.map((x) => x / norm);
}
const lay = new Map<number, number[]>();
for (const f of feats) {
  const a = appIds.indexOf(f.appId);
  const k = kind.get(f.id)!;
  lay.set(f.id, await layout(`/tmp/judged-shots/${a}-${k}.png`));
}
const lcos = (a: Features, b: Features) => {
  const x = lay.get(a.id)!,
    y = lay.get(b.id)!;
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]! * y[i]!;
  return s;
};
const cos = (a: Map<string, number>, b: Map<string, number>) => {
  let s = 0;
  for (const [w, v] of a) s += v * (b.get(w) ?? 0);
  return s;
};
const scorers: Record<string, (a: Features, b: Features) => number> = {
  layout: lcos,
  current: (a, b) => 0.4 * cos(a.words, b.words) + 0.2 * lookScore(a, b),
  'w+.1lay': (a, b) => 0.4 * cos(a.words, b.words) + 0.2 * lookScore(a, b) + 0.1 * Math.max(0, lcos(a, b)),
  'w+.2lay': (a, b) => 0.4 * cos(a.words, b.words) + 0.2 * lookScore(a, b) + 0.2 * Math.max(0, lcos(a, b)),
  'w+look½lay': (a, b) => 0.4 * cos(a.words, b.words) + 0.1 * lookScore(a, b) + 0.1 * Math.max(0, lcos(a, b)),
  'w+look⅓': (a, b) => 0.4 * cos(a.words, b.words) + 0.2 * ((lookScore(a, b) * 2) / 3 + Math.max(0, lcos(a, b)) / 3),
};
for (const [name, f] of Object.entries(scorers)) {
  let hits = 0;
  let n = 0;
  const per = new Map<string, number>();
  for (const t of feats) {
    const top = feats
      .filter((o) => o.appId !== t.appId)
      .map((o) => ({ o, s: f(t, o) }))
      .sort((x, y) => y.s - x.s || x.o.id - y.o.id)
      .slice(0, 5);
    const h = top.filter((x) => kind.get(x.o.id) === kind.get(t.id)).length;
    hits += h;
    n += 5;
    const k = kind.get(t.id)!;
    per.set(k, (per.get(k) ?? 0) + h);
  }
  console.log(
    name.padEnd(12),
    (hits / n).toFixed(3),
    [...per].map(([k, v]) => `${k}:${(v / 40).toFixed(2)}`).join(' '),
  );
}
void KINDS;
