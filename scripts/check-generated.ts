// Fails when a generated, committed file is stale: migrations vs schema.prisma, the printed
// GraphQL SDL, the web's codegen output and the theme's global stylesheet.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { pendingSchemaSql } from '../server/db/migrations.ts';
import { openPglite, pgliteScriptRunner } from '../server/db/pglite.ts';
import { migrationFactory } from '../server/db/schema-engine.ts';
import { schema } from '../server/graphql/schema.ts';

const problems: string[] = [];

const { factory, close } = await openPglite(undefined);
const pending = await pendingSchemaSql(migrationFactory(factory, pgliteScriptRunner));
await close();
if (pending)
  problems.push(`schema/migrations are behind schema.prisma; run \`npm run migrate:create -- NAME\`:\n${pending}`);

const sdl = `${printSchema(schema)}\n`;
if (readFileSync('schema/schema.graphql', 'utf8') !== sdl) {
  problems.push('schema/schema.graphql is stale; run `npm run generate`');
}

if (existsSync('codegen.ts')) {
  // --check is codegen's dry run: non-zero when any generated file would change.
  const codegen = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], { encoding: 'utf8' });
  if (codegen.status !== 0)
    problems.push(`web/src/gql is stale; run \`npm run codegen\`\n${codegen.stdout}${codegen.stderr}`);
}

// The REST API's OpenAPI document, printed from server/rest/openapi.ts.
const openapi = spawnSync('npx', ['tsx', 'scripts/print-openapi.ts', '--check'], { encoding: 'utf8' });
if (openapi.status !== 0) problems.push(`${openapi.stdout}${openapi.stderr}`.trim());

// The theme's global stylesheet, built from web/src/theme/system.ts.
const themeCss = spawnSync('npx', ['tsx', 'scripts/print-theme-css.ts', '--check'], { encoding: 'utf8' });
if (themeCss.status !== 0) problems.push(`${themeCss.stdout}${themeCss.stderr}`.trim());

if (problems.length) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log('generated files are up to date');
