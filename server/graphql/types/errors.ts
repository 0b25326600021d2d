import {
  AlreadySubscribedError,
  ConflictError,
  type DomainError,
  GoneError,
  InvalidCredentialsError,
  type FieldIssue as Issue,
  NotFoundError,
  SubmissionRefusedError,
  UpstreamError,
  ValidationError,
} from '../../services/platform/errors.ts';
import { translate } from '../../services/platform/messages.ts';
import { builder } from '../builder.ts';

// Messages are worded in the request's language (Accept-Language, Portuguese first); `code` stays.
// By shape, not class: under the test runner, the refusals Pothos hands here carried DomainError's
// fields yet failed `instanceof DomainError` (two copies of the module), so the class is not relied on.
const isWorded = (e: Error): e is DomainError => typeof (e as Partial<DomainError>).reason === 'string';
export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({
    message: t.string({
      description: "The refusal in the request's language (Accept-Language: pt-BR, the default, or en).",
      resolve: (e, _args, ctx) => (isWorded(e) ? translate(ctx.language, e.reason, e.params) : e.message),
    }),
    code: t.string({
      description: 'A stable reason (e.g. SCREEN_AIRTABLE_ID_TAKEN), the same in every language.',
      resolve: (e) => (isWorded(e) ? e.reason : 'BAD_REQUEST'),
    }),
  }),
});

const FieldIssue = builder.objectRef<Issue>('FieldIssue').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    message: t.string({
      description: "The field's refusal in the request's language.",
      resolve: (i, _args, ctx) => translate(ctx.language, i.code, i.params),
    }),
    code: t.string({
      description: 'A stable reason (e.g. IMAGE_UNREACHABLE), for clients that word the message themselves.',
      resolve: (i) => i.code,
    }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ issues: t.field({ type: [FieldIssue], resolve: (e) => e.issues }) }),
});

for (const [cls, name] of [
  [NotFoundError, 'NotFoundError'],
  [ConflictError, 'ConflictError'],
  [GoneError, 'GoneError'],
  [AlreadySubscribedError, 'AlreadySubscribedError'],
  [InvalidCredentialsError, 'InvalidCredentialsError'],
  [UpstreamError, 'UpstreamError'],
  [SubmissionRefusedError, 'SubmissionRefusedError'],
] as const) {
  builder.objectType(cls as typeof NotFoundError, { name, interfaces: [ErrorInterface] });
}
