// Where a search's words stand in a screenshot (issue 60 item 3): the OCR boxes (Screen.ocrBoxes) of the
// words a search matched, for the viewer's marks and MCP's search_text.
import { matchBoxes, type OcrWordBox, parseOcrBoxes } from '../../ocr/boxes.ts';

export type TextMatches = {
  /** The image's size the boxes are in (0 when the screen has no boxes). */
  width: number;
  height: number;
  boxes: { text: string; x: number; y: number; w: number; h: number }[];
};

/** The words of a search as the boxes are matched: each word, and the whole query when it is one token. */
export const searchedWords = (search: string) => search.trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);

export function textMatches(ocrBoxes: unknown, search: string): TextMatches {
  const boxes = parseOcrBoxes(ocrBoxes);
  const found: OcrWordBox[] = matchBoxes(boxes, searchedWords(search)).slice(0, 100);
  return {
    width: boxes?.w ?? 0,
    height: boxes?.h ?? 0,
    boxes: found.map(([text, x, y, w, h]) => ({ text, x, y, w, h })),
  };
}
