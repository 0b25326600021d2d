import {
  AlreadySubscribedError,
  ConflictError,
  InvalidCredentialsError,
  NotFoundError,
  UpstreamError,
  ValidationError,
} from '../../services/errors.ts';
import { builder } from '../builder.ts';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldIssue = builder.objectRef<{ path: string; message: string; code?: string }>('FieldIssue').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    message: t.exposeString('message'),
    code: t.string({
      nullable: true,
      description: 'A stable reason (e.g. IMAGE_UNREACHABLE), for clients that word the message themselves.',
      resolve: (i) => i.code ?? null,
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
  [AlreadySubscribedError, 'AlreadySubscribedError'],
  [InvalidCredentialsError, 'InvalidCredentialsError'],
  [UpstreamError, 'UpstreamError'],
] as const) {
  builder.objectType(cls as typeof NotFoundError, { name, interfaces: [ErrorInterface] });
}
