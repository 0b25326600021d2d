// A screen's palette (issue 60 item 2), its dominant colours with their shares, largest first; and where
// a search's words stand in its picture (item 3).
import { PALETTE_SIZE } from '../../images/palette.ts';
import { type TextMatches, textMatches } from '../../services/search/text-boxes.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';

builder.prismaObject('ScreenColour', {
  fields: (t) => ({
    hex: t.exposeString('hex', { description: "The colour as '#rrggbb'." }),
    share: t.exposeFloat('share', { description: "Share of the picture's pixels nearest this colour, 0–1." }),
  }),
});

builder.prismaObjectField('Screen', 'palette', (t) =>
  t.relation('colours', {
    description: 'Dominant colours (OKLab k-means, at most six), largest share first; empty until computed.',
    query: { orderBy: [{ share: 'desc' }, { id: 'asc' }], take: PALETTE_SIZE },
    complexity: listOf(PALETTE_SIZE),
  }),
);

const WordBox = builder.objectRef<TextMatches['boxes'][number]>('WordBox').implement({
  description: "A word recognized in the screenshot and its box, in the image's pixels.",
  fields: (t) => ({
    text: t.exposeString('text'),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    w: t.exposeInt('w'),
    h: t.exposeInt('h'),
  }),
});

const TextMatchesRef = builder.objectRef<TextMatches>('TextMatches').implement({
  fields: (t) => ({
    width: t.exposeInt('width', { description: 'The image width the boxes are measured in (0: no boxes).' }),
    height: t.exposeInt('height'),
    boxes: t.field({ type: [WordBox], complexity: listOf(100), resolve: (m) => m.boxes }),
  }),
});

builder.prismaObjectField('Screen', 'textMatches', (t) =>
  t.field({
    type: TextMatchesRef,
    description: 'Where the words of `search` stand in the screenshot (OCR boxes), for marking them (issue 60).',
    args: { search: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    select: { ocrBoxes: true },
    resolve: (s, args) => textMatches(s.ocrBoxes, args.search),
  }),
);
