// The signed-in administrator: who is asking, signing in and out.
import { login, logout } from '../../services/platform/auth.ts';
import { InvalidCredentialsError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';

const Viewer = builder.objectRef<{ username: string }>('Viewer').implement({
  description: 'The signed-in administrator.',
  fields: (t) => ({ username: t.exposeString('username'), isAdmin: t.boolean({ resolve: () => true }) }),
});

const LoginPayload = builder.objectRef<{ token: string; username: string; expiresAt: Date }>('LoginPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Opaque bearer token; send as Authorization: Bearer <token>.' }),
    username: t.exposeString('username'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({ type: Viewer, nullable: true, resolve: (_root, _args, ctx) => ctx.viewer() }),
);

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginPayload,
    skipTypeScopes: true,
    errors: {
      types: [ValidationError, InvalidCredentialsError],
      union: { name: 'LoginResult' },
      result: { name: 'LoginSuccess' },
    },
    args: { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => login(ctx, args),
  }),
  logout: t.boolean({
    resolve: async (_root, _args, ctx) => {
      await logout(ctx);
      return true;
    },
  }),
}));
