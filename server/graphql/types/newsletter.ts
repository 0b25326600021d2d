import { subscribe, subscriberCount } from '../../services/newsletter/newsletter.ts';
import { AlreadySubscribedError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';

const Newsletter = builder.objectRef<object>('Newsletter').implement({
  fields: (t) => ({ subscriberCount: t.int({ resolve: (_n, _a, ctx) => subscriberCount(ctx) }) }),
});

const SubscribeResult = builder.objectRef<{ subscriberCount: number }>('SubscribeNewsletterPayload').implement({
  fields: (t) => ({ subscriberCount: t.exposeInt('subscriberCount') }),
});

const Language = builder.enumType('Language', { values: ['pt', 'en'] as const });

builder.queryField('newsletter', (t) => t.field({ type: Newsletter, resolve: () => ({}) }));

builder.mutationField('subscribeNewsletter', (t) =>
  t.field({
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
    },
    resolve: (_root, args, ctx) => subscribe(ctx, { ...args, language: args.language ?? 'pt' }),
  }),
);
