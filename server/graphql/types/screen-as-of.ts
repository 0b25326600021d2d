// An app "as it was" (issue 61 item 3): App.screensAsOf gives each screen with the capture it had at a
// date. The screen stays today's Screen (its cache identity unchanged); the earlier image is beside it.

import { absolute, sizedImageUrl } from '../../services/catalogue/public-urls.ts';
import { appCaptureYears, listAppScreensAsOf, type ScreenAsOf } from '../../services/catalogue/screens-as-of.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { ScreenNode } from './screen.ts';

const site = (ctx: { siteOrigin?: string }) => ({ origin: ctx.siteOrigin ?? '' });

const ScreenAsOfRef = builder.objectRef<ScreenAsOf>('ScreenAsOf').implement({
  description: 'A screen and the capture it had at the date asked for.',
  fields: (t) => ({
    screen: t.field({ type: ScreenNode, resolve: (s) => s.screen }),
    current: t.exposeBoolean('current', { description: "True when the capture then is today's." }),
    src: t.string({ resolve: (s) => s.image.cloudinaryUrl ?? s.image.imageUrl }),
    imageUrlAbsolute: t.string({ resolve: (s, _a, ctx) => absolute(site(ctx), s.image.imageUrl) }),
    imageSized: t.string({
      args: { width: t.arg.int({ required: true, validate: { min: 1, max: 2560 } }) },
      resolve: (s, args, ctx) => sizedImageUrl(site(ctx), s.image.cloudinaryUrl ?? s.image.imageUrl, args.width),
    }),
    capturedAt: t.field({ type: 'DateTime', resolve: (s) => s.image.capturedAt }),
    appVersion: t.string({ nullable: true, resolve: (s) => s.image.appVersion }),
  }),
});

builder.prismaObjectFields('App', (t) => ({
  screensAsOf: t.field({
    type: [ScreenAsOfRef],
    description:
      'The screens as they were at `asOf` ("2024": its end; "2024-06-30": that day): each with the capture current then; a screen first captured later is absent. Ordered like `screens`.',
    args: { asOf: t.arg.string({ required: true, validate: { maxLength: 40 } }) },
    // The screens plus one earlier version each (an index lookup per screen).
    complexity: (_args, ctx) => listOf(2 * ctx.catalogue.screensPerApp),
    resolve: (app, args, ctx) => listAppScreensAsOf(ctx, String(app.id), args.asOf),
  }),
  captureYears: t.field({
    type: ['Int'],
    description: 'Years of this app\'s earlier captures, newest first: the dates "as it was" can show.',
    complexity: 5,
    resolve: (app, _args, ctx) => appCaptureYears(ctx, app.id),
  }),
}));
