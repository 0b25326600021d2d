// A screen's palette (issue 60 item 2): its dominant colours with their shares, largest first.
import { PALETTE_SIZE } from '../../images/palette.ts';
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
