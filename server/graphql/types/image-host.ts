import { builder } from '../builder.ts';

const ImageHostStatus = builder
  .objectRef<{ configured: boolean; cloudName: string; name: string }>('ImageHostStatus')
  .implement({
    fields: (t) => ({
      configured: t.exposeBoolean('configured'),
      cloudName: t.exposeString('cloudName'),
      name: t.exposeString('name', { description: '"local" or "cloudinary".' }),
    }),
  });

builder.queryField('imageHostStatus', (t) =>
  t.field({
    type: ImageHostStatus,
    description: 'Admin only: which image host is configured.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.imageHost.status(),
  }),
);
