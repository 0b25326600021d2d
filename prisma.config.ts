import { defineConfig } from 'prisma/config';

// The URL is never used by `prisma generate`; migrations run through scripts/migrate.ts.
export default defineConfig({
  schema: 'schema/schema.prisma',
  datasource: { url: 'postgresql://unused@127.0.0.1:5432/unused' },
});
