// A 'screens' submission curated before it goes live (issue 53): the suggestions each capture's
// approval fields are prefilled with, and the captures the moderator confirms.
import type { ScreenSuggestion as Suggestion } from '../../services/contributions/contribution-curate.ts';
import { builder } from '../builder.ts';

export const ScreenSuggestion = builder.objectRef<Suggestion>('ScreenSuggestion').implement({
  description:
    'What the approval dialog proposes for a capture, from its flow and notes, the words read in it, the app.',
  fields: (t) => ({
    name: t.exposeString('name'),
    flow: t.exposeString('flow'),
    tags: t.exposeStringList('tags'),
    description: t.exposeString('description', { nullable: true }),
    altText: t.exposeString('altText', { nullable: true }),
  }),
});

export const ApprovedScreenInput = builder.inputType('ApprovedScreenInput', {
  description: 'A capture to publish, as the moderator confirmed it (the rules of an admin-added screen).',
  fields: (t) => ({
    position: t.int({ required: true, description: "The capture's position in the submission (1–10)." }),
    name: t.string({ required: true }),
    flow: t.string({ required: true }),
    tags: t.stringList({ required: false }),
    description: t.string({ required: false }),
    altText: t.string({ required: false }),
  }),
});
