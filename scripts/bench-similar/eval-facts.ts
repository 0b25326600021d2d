// Judges saved facts again with today's score, without taking anything in: `SIMILAR_FACTS=a.json` (demo) or
// `SIMILAR_FACTS_JUDGED=b.json` (second set) on a bench run writes them, then
// `npx tsx scripts/bench-similar/eval-facts.ts a.json b.json` prints the same tables in a second after a scoring
// change (the top fives as the read gives them: its own app left out).
import { readFileSync } from 'node:fs';
import { featuresOf, neighboursOf, type ScreenFacts } from '../../server/services/catalogue/similar-score.ts';
import { report } from './report.ts';

for (const file of process.argv.slice(2)) {
  const { facts, kinds } = JSON.parse(readFileSync(file, 'utf8')) as { facts: ScreenFacts[]; kinds: string[] };
  const kind = new Map(facts.map((f, i) => [f.id, kinds[i] ?? '?']));
  const feats = featuresOf(facts);
  const byId = new Map(feats.map((f) => [f.id, f]));
  const rows = feats.map((f) => ({
    kind: kind.get(f.id) ?? '?',
    top: neighboursOf(f, feats)
      .filter((n) => byId.get(n.neighbourId)?.appId !== f.appId)
      .slice(0, 5)
      .map((n) => ({ kind: kind.get(n.neighbourId) ?? '?', appId: byId.get(n.neighbourId)?.appId ?? 0 })),
  }));
  report(file, rows);
}
