// `npm run ocr:demo`: reads the words inside every demo screenshot with the same recognizer the server
// uses for new screens, and writes them to server/demo/ocr-text.json, so a first start needs no OCR.
// Run it again when the demo catalogue or its rendering changes (about 10 minutes on two cores).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoApps } from '../server/demo/catalogue.ts';
import { demoScreenAirtableId } from '../server/demo/load-demo.ts';
import { renderScreenPng } from '../server/demo/render.ts';
import { createRecognizer } from '../server/ocr/recognizer.ts';

const out = fileURLToPath(new URL('../server/demo/ocr-text.json', import.meta.url));
const recognizer = createRecognizer();
const texts: Record<string, string> = {};
const started = performance.now();
const all = demoApps.flatMap((app) => app.screens.map((screen) => ({ app, screen })));
for (const [i, { app, screen }] of all.entries()) {
  texts[demoScreenAirtableId(app, screen)] = await recognizer.recognize(await renderScreenPng(app, screen));
  if (i % 50 === 0) console.log(`${i + 1}/${all.length} (${Math.round((performance.now() - started) / 1000)} s)`);
}
await recognizer.close();
const sorted = Object.fromEntries(Object.entries(texts).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(out, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(
  `wrote ${Object.keys(sorted).length} texts to ${out} in ${Math.round((performance.now() - started) / 1000)} s`,
);
