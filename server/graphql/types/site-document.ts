// The site's documents (terms, privacy, developers) for the pages that show them, so the server renders
// their text: the developers' page then reads whole without JavaScript (issue 59).
import { findDoc } from '../../services/documents/docs.ts';
import { NotFoundError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';

const SiteDocument = builder.objectRef<ReturnType<typeof findDoc>>('SiteDocument').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: "Markdown; its examples name the site's own address." }),
  }),
});

builder.queryField('siteDocument', (t) =>
  t.field({
    type: SiteDocument,
    nullable: true,
    description: 'A site document by its id or title, in Portuguese or English (`en`); null when unknown.',
    args: {
      title: t.arg.string({ required: true, validate: { maxLength: 100 } }),
      language: t.arg.string({ required: false, validate: { maxLength: 5 } }),
    },
    complexity: 1,
    resolve: (_root, args, ctx) => {
      try {
        return findDoc(args.title, args.language === 'en' ? 'en' : 'pt', ctx.siteOrigin ?? '');
      } catch (e) {
        if (e instanceof NotFoundError) return null;
        throw e;
      }
    },
  }),
);
