// The newsletter's public calls: the count (confirmed subscribers only), the consent wording the form
// shows, subscribing (double opt-in), confirming and leaving through the tokens of the emails' links.
import { confirmSubscription } from '../../services/newsletter/confirmation.ts';
import { consentWording } from '../../services/newsletter/consent.ts';
import { subscribe, subscriberCount, unsubscribe } from '../../services/newsletter/newsletter.ts';
import { AlreadySubscribedError, GoneError, NotFoundError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { resultOf } from '../results.ts';

export const Language = builder.enumType('Language', { values: ['pt', 'en'] as const });

const ConsentWording = builder.objectRef<ReturnType<typeof consentWording>>('NewsletterConsentWording').implement({
  description: 'The consent wording the footer form shows, as kept with each subscription.',
  fields: (t) => ({ version: t.exposeString('version'), text: t.exposeString('text') }),
});

const Newsletter = builder.objectRef<object>('Newsletter').implement({
  fields: (t) => ({
    subscriberCount: t.int({
      description: 'Confirmed subscribers (an address counts once its owner confirmed it).',
      resolve: (_n, _a, ctx) => subscriberCount(ctx),
    }),
    consentWording: t.field({
      type: ConsentWording,
      args: { language: t.arg({ type: Language, required: true }) },
      resolve: (_n, args) => consentWording(args.language),
    }),
  }),
});

const SubscribeResult = builder
  .objectRef<{ subscriberCount: number; confirmationQueued: boolean }>('SubscribeNewsletterPayload')
  .implement({
    fields: (t) => ({
      subscriberCount: t.exposeInt('subscriberCount'),
      confirmationQueued: t.exposeBoolean('confirmationQueued', {
        description:
          'A confirmation email is on its way (or waits for the mail server): the address counts once confirmed.',
      }),
    }),
  });

const Confirmed = builder.objectRef<{ language: 'pt' | 'en'; already: boolean }>('ConfirmNewsletterPayload').implement({
  fields: (t) => ({
    language: t.field({ type: Language, resolve: (c) => c.language }),
    alreadyConfirmed: t.exposeBoolean('already'),
  }),
});

const Unsubscribed = builder.objectRef<{ language: 'pt' | 'en' }>('UnsubscribeNewsletterPayload').implement({
  fields: (t) => ({ language: t.field({ type: Language, resolve: (u) => u.language }) }),
});

builder.queryField('newsletter', (t) => t.field({ type: Newsletter, resolve: () => ({}) }));

builder.mutationFields((t) => ({
  subscribeNewsletter: t.field({
    type: SubscribeResult,
    skipTypeScopes: true,
    errors: {
      types: [ValidationError, AlreadySubscribedError],
      union: { name: 'SubscribeNewsletterResult' },
      result: { name: 'SubscribeNewsletterSuccess' },
    },
    args: {
      email: t.arg.string({ required: true }),
      language: t.arg({ type: Language, required: false }),
      name: t.arg.string({ required: false }),
      page: t.arg.string({ required: false, description: 'The path of the page the form was sent from.' }),
    },
    resolve: (_root, args, ctx) => subscribe(ctx, { ...args, language: args.language ?? 'pt' }),
  }),
  confirmNewsletter: t.field({
    type: Confirmed,
    skipTypeScopes: true,
    description: "Confirms a subscription with the token of its confirmation email's link.",
    errors: resultOf('ConfirmNewsletter', [NotFoundError, GoneError]),
    args: { token: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (_root, args, ctx) => confirmSubscription(ctx, args.token, 'graphql'),
  }),
  unsubscribeNewsletter: t.field({
    type: Unsubscribed,
    skipTypeScopes: true,
    description: 'Leaves the newsletter with the token of the unsubscribe link in every email.',
    errors: resultOf('UnsubscribeNewsletter', [NotFoundError]),
    args: { token: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (_root, args, ctx) => unsubscribe(ctx, args.token, 'graphql'),
  }),
}));
