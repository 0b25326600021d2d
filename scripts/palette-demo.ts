// `npm run palette:demo`: takes the palette of every demo screenshot with the server's own extractor
// (server/images/palette.ts) and writes them to server/demo/palettes.json, so a first start computes none.
// Run it again when the demo catalogue or its rendering changes (about a minute).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoApps } from '../server/demo/catalogue.ts';
import { demoScreenAirtableId } from '../server/demo/load-demo.ts';
import { renderScreenPng } from '../server/demo/render.ts';
import { extractPalette, type PaletteColour } from '../server/images/palette.ts';

const out = fileURLToPath(new URL('../server/demo/palettes.json', import.meta.url));
const started = performance.now();
const palettes: Record<string, PaletteColour[]> = {};
const all = demoApps.flatMap((app) => app.screens.map((screen) => ({ app, screen })));
for (const [i, { app, screen }] of all.entries()) {
  palettes[demoScreenAirtableId(app, screen)] = await extractPalette(await renderScreenPng(app, screen));
  if (i % 100 === 0) console.log(`${i + 1}/${all.length} (${Math.round((performance.now() - started) / 1000)} s)`);
}
const lines = Object.entries(palettes)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([id, p]) => `${JSON.stringify(id)}:${JSON.stringify(p)}`);
writeFileSync(out, `{\n${lines.join(',\n')}\n}\n`);
console.log(`wrote ${lines.length} palettes to ${out} in ${Math.round((performance.now() - started) / 1000)} s`);
