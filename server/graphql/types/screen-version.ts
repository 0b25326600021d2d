// A screen's earlier captures (issue 61): `Screen.versions` (newest capture first, only from their
// screen) and the admin's replaceScreenCapture, which keeps the image it replaces as one of them.
import { replaceScreenCapture } from '../../services/admin/screen-capture.ts';
import { absolute, sizedImageUrl } from '../../services/catalogue/public-urls.ts';
import { NotFoundError, UpstreamError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { resultOf } from '../results.ts';
import { ScreenNode } from './screen.ts';

const site = (ctx: { siteOrigin?: string }) => ({ origin: ctx.siteOrigin ?? '' });
/** A base64 image within GraphQL's body limit; larger files go through PUT /api/admin/screens/:id/capture. */
const MAX_BASE64 = 8 * 1024 * 1024;

const ScreenVersionRef = builder.prismaObject('ScreenVersion', {
  description: "One of a screen's earlier images, kept when an admin replaced it with a new capture.",
  fields: (t) => ({
    dbId: t.exposeInt('id'),
    imageUrl: t.exposeString('imageUrl'),
    src: t.string({ resolve: (v) => v.cloudinaryUrl ?? v.imageUrl }),
    imageUrlAbsolute: t.string({ resolve: (v, _a, ctx) => absolute(site(ctx), v.imageUrl) }),
    imageSized: t.string({
      args: { width: t.arg.int({ required: true, validate: { min: 1, max: 2560 } }) },
      resolve: (v, args, ctx) => sizedImageUrl(site(ctx), v.cloudinaryUrl ?? v.imageUrl, args.width),
    }),
    capturedAt: t.expose('capturedAt', { type: 'DateTime' }),
    appVersion: t.exposeString('appVersion', { nullable: true }),
    replacedAt: t.expose('replacedAt', { type: 'DateTime', description: 'When the newer capture took its place.' }),
  }),
});

builder.prismaObjectField('Screen', 'versions', (t) =>
  t.relation('versions', {
    type: ScreenVersionRef,
    description: 'Earlier captures of this screen, newest first (empty for most screens).',
    query: { orderBy: [{ capturedAt: 'desc' }, { id: 'desc' }], take: 50 },
  }),
);

// The app page marks the screens that have earlier captures (their viewer lists them): a count
// through the screens' own query (a subquery on the versions' screenId index), not a list.
builder.prismaObjectField('Screen', 'versionCount', (t) =>
  t.relationCount('versions', { description: 'How many earlier captures the screen has (`versions`).' }),
);

builder.mutationFields((t) => ({
  replaceScreenCapture: t.field({
    type: ScreenNode,
    description:
      "Admin only: the screen's new capture (base64 JPEG, PNG, WebP or AVIF); the image it had is kept as an earlier version.",
    errors: resultOf('ReplaceScreenCapture', [ValidationError, NotFoundError, UpstreamError]),
    args: {
      id: t.arg.int({ required: true }),
      imageBase64: t.arg.string({ required: true, validate: { maxLength: MAX_BASE64 } }),
      capturedAt: t.arg({ type: 'DateTime', required: false }),
      appVersion: t.arg.string({ required: false, validate: { maxLength: 40 } }),
    },
    resolve: (_root, args, ctx) =>
      replaceScreenCapture(
        ctx,
        args.id,
        { capturedAt: args.capturedAt ?? undefined, appVersion: args.appVersion ?? undefined },
        async () => Buffer.from(args.imageBase64, 'base64'),
      ),
  }),
}));
