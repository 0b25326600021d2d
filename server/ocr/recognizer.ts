// Words inside screenshots, read by tesseract.js (its WebAssembly engine runs in a worker thread,
// so the event loop stays free). One engine, created on first use and reused: loading it costs
// about a second, a 1080×1920 screenshot about 0.5–1 s. English data ships with npm and is read
// from disk; nothing is downloaded.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';

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

export type Recognizer = { recognize(image: Buffer): Promise<string>; close(): Promise<void> };

export function createRecognizer(): Recognizer {
  let worker: Promise<Worker> | null = null;
  return {
    async recognize(image) {
      // tesseract.js loads with the first image: a server that never runs OCR never holds it.
      worker ??= import('tesseract.js').then(({ createWorker }) =>
        createWorker('eng', 1, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' }),
      );
      const { data } = await (await worker).recognize(image);
      return cleanOcrText(data.text);
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await (await w).terminate();
    },
  };
}
