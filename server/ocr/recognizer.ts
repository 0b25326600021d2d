// Words inside screenshots, read by tesseract.js (its WebAssembly engine runs in a worker thread,
// so the event loop stays free). One engine, created on first use and reused: loading it costs
// about a second, a 1080×1920 screenshot about 0.5–1 s. English data ships with npm and is read
// from disk; nothing is downloaded. Each kept word also keeps its box (issue 60 item 3).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';
import { cleanOcrWord, type OcrBoxes } from './boxes.ts';

const require = createRequire(import.meta.url);
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const MAX_TEXT = 5000;

/** One line of plain words: what search needs from a screenshot. */
export function cleanOcrText(raw: string): string {
  return raw
    .replace(/[^\p{L}\p{N}@.,:/%+-]+/gu, ' ')
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]{2,}/u.test(w))
    .join(' ')
    .slice(0, MAX_TEXT);
}

/** The words and where they stand: the text search indexes, and each kept word's box in image pixels. */
export type OcrReading = { text: string; boxes: OcrBoxes };

export type Recognizer = {
  recognize(image: Buffer): Promise<string>;
  /** Words with their boxes; a stand-in without it is read through `recognize` (no boxes). */
  read?(image: Buffer): Promise<OcrReading>;
  close(): Promise<void>;
};

export function createRecognizer(): Recognizer {
  let worker: Promise<Worker> | null = null;
  const engine = () =>
    // tesseract.js loads with the first image: a server that never runs OCR never holds it.
    (worker ??= import('tesseract.js').then(({ createWorker }) =>
      createWorker('eng', 1, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' }),
    ));
  const read = async (image: Buffer): Promise<OcrReading> => {
    const { data } = await (await engine()).recognize(image, {}, { text: true, blocks: true });
    const boxes: OcrBoxes = { w: 0, h: 0, words: [] };
    let budget = MAX_TEXT;
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines)
          for (const word of line.words) {
            const t = cleanOcrWord(word.text);
            if (!t || budget <= 0) continue;
            budget -= t.length + 1;
            const { x0, y0, x1, y1 } = word.bbox;
            boxes.words.push([t, x0, y0, x1 - x0, y1 - y0]);
          }
    const { default: sharp } = await import('sharp');
    const meta = await sharp(image).metadata();
    boxes.w = meta.width ?? 0;
    boxes.h = meta.height ?? 0;
    return { text: cleanOcrText(data.text), boxes };
  };
  return {
    read,
    async recognize(image) {
      return (await read(image)).text;
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await (await w).terminate();
    },
  };
}

/** A recognizer's reading, boxes included when it can give them. */
export const readWords = async (r: Recognizer, image: Buffer): Promise<OcrReading> =>
  r.read ? r.read(image) : { text: await r.recognize(image), boxes: { w: 0, h: 0, words: [] } };
