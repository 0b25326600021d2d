// Screens: the node, one public screen by id or record id, and the admin's writes (add, edit, delete,
// reorder), which share one input and one set of rules.
import { deleteScreen, reorderScreens, updateScreen } from '../../services/admin/admin-screens.ts';
import { retryScreenOcr } from '../../services/admin/screen-ocr.ts';
import { visibleApp } from '../../services/catalogue/apps.ts';
import { absolute, SIZED_FORMATS, type SizedFormat, sizedImageUrl } from '../../services/catalogue/public-urls.ts';
import { createScreen } from '../../services/catalogue/screen-create.ts';
import { publicScreenWhere } from '../../services/catalogue/screens.ts';
import { ConflictError, NotFoundError, UpstreamError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { nodeDbId, withoutNulls } from '../inputs.ts';
import { resultOf } from '../results.ts';

const ImageFormat = builder.enumType('ImageFormat', {
  values: Object.fromEntries(SIZED_FORMATS.map((f) => [f.toUpperCase(), { value: f }])) as Record<
    string,
    { value: SizedFormat }
  >,
});
const site = (ctx: { siteOrigin?: string }) => ({ origin: ctx.siteOrigin ?? '' });

export const ScreenNode = builder.prismaNode('Screen', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: nodeDbId(id), hidden: false, app: visibleApp }),
  nullable: true,
  fields: (t) => ({
    dbId: t.exposeInt('id'),
    airtableId: t.exposeString('airtableId'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    altText: t.exposeString('altText', { nullable: true }),
    imageUrl: t.exposeString('imageUrl'),
    cloudinaryUrl: t.exposeString('cloudinaryUrl', { nullable: true }),
    src: t.string({
      description: 'Hosted image when migrated, else the original.',
      resolve: (s) => s.cloudinaryUrl ?? s.imageUrl,
    }),
    imageUrlAbsolute: t.string({
      description: "imageUrl as an absolute address (the site's own for a /media path).",
      resolve: (s, _args, ctx) => absolute(site(ctx), s.imageUrl),
    }),
    imageSized: t.string({
      description: 'Absolute address of the served image at about `width` px (snapped to a width the site makes).',
      args: {
        width: t.arg.int({ required: true, validate: { min: 1, max: 2560 } }),
        format: t.arg({ type: ImageFormat, defaultValue: 'webp' }),
      },
      resolve: (s, args, ctx) =>
        sizedImageUrl(site(ctx), s.cloudinaryUrl ?? s.imageUrl, args.width, args.format ?? 'webp'),
    }),
    tags: t.exposeStringList('tags'),
    flow: t.exposeString('flow'),
    order: t.exposeInt('order'),
    category: t.exposeString('category', { nullable: true }),
    capturedAt: t.expose('capturedAt', {
      type: 'DateTime',
      description: "When the screenshot was taken: the image's own date when it had one, else its intake date.",
    }),
    appVersion: t.exposeString('appVersion', { nullable: true, description: 'The app version it shows, when known.' }),
    app: t.relation('app'),
    draft: t.exposeBoolean('draft', { description: 'Uploaded and not yet published (never true in a public read).' }),
    ocrError: t.exposeString('ocrError', {
      nullable: true,
      authScopes: { admin: true },
      description: "Admin only: why the last reading of the screen's words failed; null after a success.",
    }),
  }),
});

builder.queryFields((t) => ({
  screen: t.prismaField({
    type: 'Screen',
    nullable: true,
    description: 'One public screen by database id or record id (airtableId).',
    args: { idOrAirtableId: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.screen.findFirst({ ...query, where: publicScreenWhere(args.idOrAirtableId) }),
  }),
}));

export const CreateScreenInput = builder.inputType('CreateScreenInput', {
  fields: (t) => ({
    appId: t.int({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    imageUrl: t.string({ required: true }),
    altText: t.string(),
    flow: t.string(),
    order: t.int(),
    tags: t.stringList(),
    category: t.string(),
    capturedAt: t.field({ type: 'DateTime', required: false, description: 'Absent: unchanged (the intake date).' }),
    appVersion: t.string({ required: false, validate: { maxLength: 40 }, description: "'' clears it." }),
    airtableId: t.string({ required: true }),
  }),
});

const DeletedScreen = builder.objectRef<{ id: number; name: string; appId: number }>('DeletedScreen').implement({
  fields: (t) => ({ dbId: t.exposeInt('id'), name: t.exposeString('name'), appId: t.exposeInt('appId') }),
});

builder.mutationFields((t) => ({
  createScreen: t.field({
    type: ScreenNode,
    description: 'Admin only.',
    errors: {
      types: [ValidationError, ConflictError, UpstreamError],
      union: { name: 'CreateScreenResult' },
      result: { name: 'CreateScreenSuccess' },
    },
    args: { input: t.arg({ type: CreateScreenInput, required: true }) },
    resolve: (_root, args, ctx) => createScreen(ctx, withoutNulls(args.input)),
  }),
  updateScreen: t.field({
    type: ScreenNode,
    description: "Admin only: replaces a screen's fields (same rules as createScreen).",
    errors: resultOf('UpdateScreen', [ValidationError, NotFoundError, ConflictError, UpstreamError]),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CreateScreenInput, required: true }) },
    resolve: (_root, args, ctx) => updateScreen(ctx, args.id, withoutNulls(args.input)),
  }),
  retryScreenOcr: t.field({
    type: ScreenNode,
    description: "Admin only: reads the screen's words again (queues an OCR job).",
    errors: resultOf('RetryScreenOcr', [ValidationError, NotFoundError]),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => retryScreenOcr(ctx, args.id),
  }),
  deleteScreen: t.field({
    type: DeletedScreen,
    description: 'Admin only.',
    errors: resultOf('DeleteScreen', [ValidationError, NotFoundError]),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteScreen(ctx, args.id),
  }),
  reorderScreens: t.field({
    type: [ScreenNode],
    description: "Admin only: sets one flow's order; screenIds lists every screen of that flow once.",
    errors: resultOf('ReorderScreens', [ValidationError, NotFoundError]),
    args: {
      appId: t.arg.int({ required: true }),
      flow: t.arg.string({ required: true }),
      screenIds: t.arg.intList({ required: true, validate: { maxLength: 500 } }),
    },
    resolve: (_root, args, ctx) => reorderScreens(ctx, args.appId, { flow: args.flow, screenIds: args.screenIds }),
  }),
}));
