// Visitors' contributions: the public submission and status (same services as REST), and the
// administrators' queue.

import {
  type ScreenSuggestion as Suggestion,
  suggestedImages,
} from '../../services/contributions/contribution-curate.ts';
import {
  type ImageSummary,
  MAX_IMAGES,
  submissionImagesVersion,
} from '../../services/contributions/contribution-images.ts';
import {
  approveContribution,
  contributionCounts,
  listContributions,
  QUEUE_PAGE,
  rejectContribution,
} from '../../services/contributions/contribution-moderation.ts';
import {
  CONTRIBUTION_KINDS,
  CONTRIBUTION_STATUSES,
  type ContributionView,
  contributionStatus,
  submitContribution,
} from '../../services/contributions/contributions.ts';
import {
  ConflictError,
  NotFoundError,
  SubmissionRefusedError,
  ValidationError,
} from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { resultOf } from '../results.ts';
import { ApprovedScreenInput, ScreenSuggestion } from './contribution-curate.ts';

const Kind = builder.enumType('ContributionKind', { values: CONTRIBUTION_KINDS });
const Status = builder.enumType('ContributionStatus', { values: CONTRIBUTION_STATUSES });

const Contribution = builder.prismaObject('Contribution', {
  description: 'Admin only: what a visitor sent, and what became of it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.field({ type: Kind, resolve: (c) => c.kind as (typeof CONTRIBUTION_KINDS)[number] }),
    status: t.field({ type: Status, resolve: (c) => c.status as (typeof CONTRIBUTION_STATUSES)[number] }),
    language: t.exposeString('language'),
    appName: t.exposeString('appName', { nullable: true }),
    appLink: t.exposeString('appLink', { nullable: true }),
    appId: t.exposeInt('appId', { nullable: true }),
    screenId: t.exposeInt('screenId', { nullable: true }),
    collectionId: t.exposeString('collectionId', {
      nullable: true,
      description: "A 'collection_report': the reported collection (at /colecao/{id}); approving takes it down.",
    }),
    appType: t.exposeString('appType', { nullable: true }),
    appPlatform: t.exposeString('appPlatform', { nullable: true }),
    appCountry: t.exposeString('appCountry', { nullable: true }),
    images: t.field({
      type: [SubmittedImage],
      // At most MAX_IMAGES per submission: not the default list size.
      complexity: listOf(MAX_IMAGES),
      description:
        "A 'screens' submission's screenshots while it waits (each at /api/admin/contributions/{id}/images/{position}, with the admin's token).",
      resolve: (c, _args, ctx) => suggestedImages(ctx, c),
    }),
    imagesVersion: t.string({
      description:
        'The images as they are now: pass it to approveContribution so changed images are never published unseen.',
      resolve: (c, _args, ctx) => submissionImagesVersion(ctx, c.id),
    }),
    message: t.exposeString('message'),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    resultAppId: t.exposeInt('resultAppId', { nullable: true }),
    decidedBy: t.exposeString('decidedBy', { nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SubmittedImage = builder.objectRef<ImageSummary & { suggestion: Suggestion }>('ContributionImage').implement({
  fields: (t) => ({
    suggestion: t.field({ type: ScreenSuggestion, resolve: (i) => i.suggestion }),
    position: t.exposeInt('position'),
    flow: t.exposeString('flow'),
    notes: t.exposeString('notes', { nullable: true }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const Counts = builder
  .objectRef<Record<(typeof CONTRIBUTION_STATUSES)[number], number> & { awaitingImages: number }>('ContributionCounts')
  .implement({
    fields: (t) => ({
      pending: t.exposeInt('pending'),
      approved: t.exposeInt('approved'),
      rejected: t.exposeInt('rejected'),
      expired: t.exposeInt('expired'),
      awaitingImages: t.exposeInt('awaitingImages', {
        description:
          "'screens' submissions whose first image has not arrived: not in the queue (nor in pending) until it does.",
      }),
    }),
  });

const StatusView = builder.objectRef<ContributionView>('ContributionStatusView').implement({
  description: "What a visitor's status link shows.",
  fields: (t) => ({
    kind: t.field({ type: Kind, resolve: (v) => v.kind }),
    status: t.field({ type: Status, resolve: (v) => v.status }),
    subject: t.exposeString('subject', { nullable: true }),
    message: t.exposeString('message'),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    appSlug: t.exposeString('appSlug', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    imageCount: t.exposeInt('imageCount', { description: "Screenshots received ('screens' submissions)." }),
  }),
});

const Submitted = builder.objectRef<{ token: string; status: string }>('SubmittedContribution').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: "The status link's secret: shown once, kept only hashed." }),
    status: t.field({ type: Status, resolve: () => 'pending' as const }),
  }),
});

const SubmitInput = builder.inputType('SubmitContributionInput', {
  fields: (t) => ({
    kind: t.field({ type: Kind, required: true }),
    appName: t.string({ required: false, validate: { maxLength: 200 } }),
    appLink: t.string({ required: false, validate: { maxLength: 600 } }),
    app: t.string({ required: false, validate: { maxLength: 200 } }),
    appType: t.string({ required: false, validate: { maxLength: 20 } }),
    appPlatform: t.string({ required: false, validate: { maxLength: 20 } }),
    appCountry: t.string({ required: false, validate: { maxLength: 100 } }),
    screenId: t.int({ required: false }),
    collection: t.string({
      required: false,
      validate: { maxLength: 100 },
      description: "A 'collection_report': the collection's id.",
    }),
    message: t.string({ required: true, validate: { maxLength: 3000 } }),
    language: t.string({ required: false, validate: { maxLength: 5 } }),
    altcha: t.string({ required: true, validate: { maxLength: 4000 } }),
    website: t.string({ required: false, validate: { maxLength: 500 }, description: 'The honeypot: leave empty.' }),
  }),
});

const ApproveInput = builder.inputType('ApproveContributionInput', {
  description: "An app request's app as the moderator edits it (the visitor's values otherwise).",
  fields: (t) => ({
    name: t.string({ required: false }),
    url: t.string({ required: false }),
    appInfo: t.string({ required: false }),
    planned: t.boolean({ required: false, description: 'Planned (the default) or live.' }),
    imagesVersion: t.string({
      required: false,
      description:
        "A 'screens' submission's imagesVersion as the moderator saw it; refused (ConflictError) if the images changed since.",
    }),
    screens: t.field({
      type: [ApprovedScreenInput],
      required: false,
      description:
        "A 'screens' submission: the captures to publish, as confirmed; the others are left out (deleted, never hosted). Without it every capture is published with its suggestion.",
    }),
  }),
});

builder.queryFields((t) => ({
  contributionStatus: t.field({
    type: StatusView,
    description: "Public: a submission's state, by the token of its status link.",
    skipTypeScopes: true,
    errors: resultOf('ContributionStatus', [NotFoundError]),
    args: { token: t.arg.string({ required: true, validate: { maxLength: 100 } }) },
    resolve: (_root, args, ctx) => contributionStatus(ctx, args.token),
  }),
  contributions: t.prismaField({
    type: [Contribution],
    description: 'Admin only: one page of the queue (pending oldest first; other states newest first).',
    authScopes: { admin: true },
    args: {
      status: t.arg({ type: Status, required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.int({ required: false }),
    },
    complexity: (args) => listOf(Math.min(Math.max(args.first ?? QUEUE_PAGE.default, 0), QUEUE_PAGE.max)),
    resolve: (_q, _root, args, ctx) => listContributions(ctx, args),
  }),
  contributionCounts: t.field({
    type: Counts,
    description: 'Admin only: how many submissions are in each state.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => contributionCounts(ctx),
  }),
}));

builder.mutationFields((t) => ({
  submitContribution: t.field({
    type: Submitted,
    description: 'Public: request an app or suggest a correction, with a solved proof-of-work challenge.',
    skipTypeScopes: true,
    errors: resultOf('SubmitContribution', [ValidationError, SubmissionRefusedError]),
    args: { input: t.arg({ type: SubmitInput, required: true }) },
    resolve: (_root, args, ctx) => submitContribution(ctx, withoutNulls(args.input)),
  }),
  approveContribution: t.prismaField({
    type: Contribution,
    description: 'Admin only: approve a pending submission (an app request creates the app).',
    errors: resultOf('ApproveContribution', [ValidationError, NotFoundError, ConflictError]),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ApproveInput, required: false }) },
    resolve: (_q, _root, args, ctx) => approveContribution(ctx, args.id, withoutNulls(args.input ?? {})),
  }),
  rejectContribution: t.prismaField({
    type: Contribution,
    description: 'Admin only: reject a pending submission; the visitor sees the reason.',
    errors: resultOf('RejectContribution', [ValidationError, NotFoundError, ConflictError]),
    args: { id: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_q, _root, args, ctx) => rejectContribution(ctx, args.id, { reason: args.reason }),
  }),
}));
