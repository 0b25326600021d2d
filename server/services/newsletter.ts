import { z } from 'zod';
import type { ServiceContext } from './context.ts';
import { AlreadySubscribedError, fromZod } from './errors.ts';

// Same rules and messages as the footer form (spec section 5).
export const EMAIL_MAX = 100;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

const subscribeSchema = z.object({
  email: z
    .string({ message: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(EMAIL_MAX, `Email address is too long (max ${EMAIL_MAX} characters)`)
    .regex(EMAIL_PATTERN, 'Please enter a valid email address')
    .transform((e) => e.toLowerCase()),
  language: z.enum(['pt', 'en'], { message: 'language must be pt or en' }).default('pt'),
  name: z.string().max(200).optional().nullable(),
});

export async function subscriberCount(ctx: ServiceContext): Promise<number> {
  return ctx.db.newsletterSubscriber.count();
}

export async function subscribe(ctx: ServiceContext, input: unknown): Promise<{ subscriberCount: number }> {
  const parsed = subscribeSchema.safeParse(input ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  const { email, language, name } = parsed.data;
  const created = await ctx.db.newsletterSubscriber.createMany({
    data: [{ email, language, name: name || null }],
    skipDuplicates: true,
  });
  if (created.count === 0) throw new AlreadySubscribedError();
  return { subscriberCount: await subscriberCount(ctx) };
}
