// `npm run ocr:demo`: reads the words inside every demo screenshot with the same recognizer the server
// uses for new screens, and writes them to server/demo/ocr-text.json and their boxes to
// server/demo/ocr-boxes.json, so a first start needs no OCR.
// Run it again when the demo catalogue or its rendering changes (about 10 minutes on two cores).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoApps } from '../server/demo/catalogue.ts';
import { demoScreenAirtableId } from '../server/demo/load-demo.ts';
import { renderScreenPng } from '../server/demo/render.ts';
import type { OcrBoxes } from '../server/ocr/boxes.ts';
import { createRecognizer, readWords } from '../server/ocr/recognizer.ts';

const outText = fileURLToPath(new URL('../server/demo/ocr-text.json', import.meta.url));
const outBoxes = fileURLToPath(new URL('../server/demo/ocr-boxes.json', import.meta.url));
const recognizer = createRecognizer();
const texts: Record<string, string> = {};
const boxes: Record<string, OcrBoxes> = {};
const started = performance.now();
const all = demoApps.flatMap((app) => app.screens.map((screen) => ({ app, screen })));
for (const [i, { app, screen }] of all.entries()) {
  const id = demoScreenAirtableId(app, screen);
  const reading = await readWords(recognizer, await renderScreenPng(app, screen));
  texts[id] = reading.text;
  boxes[id] = reading.boxes;
  if (i % 50 === 0) console.log(`${i + 1}/${all.length} (${Math.round((performance.now() - started) / 1000)} s)`);
}
await recognizer.close();
const sorted = <T>(r: Record<string, T>) =>
  Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(outText, `${JSON.stringify(sorted(texts), null, 2)}\n`);
// One screen a line: the file diffs per screen and stays small.
const lines = Object.entries(sorted(boxes)).map(([id, b]) => `${JSON.stringify(id)}:${JSON.stringify(b)}`);
writeFileSync(outBoxes, `{\n${lines.join(',\n')}\n}\n`);
console.log(
  `wrote ${Object.keys(texts).length} texts and boxes in ${Math.round((performance.now() - started) / 1000)} s`,
);
