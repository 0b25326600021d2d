// "Did you mean …?" maps the schema for anyone who mistypes on purpose, so outside development no error
// suggests anything: not field names, nor enum values, argument names, type names or input fields, in
// the document or in variables. GraphiQL in development keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { LocalImageHost } from '../../../server/images/local-host.ts';
import { createLogger } from '../../../server/runtime/log.ts';
import { testDatabase } from '../../support/db.ts';
import { testMediaDir } from '../../support/media.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
const apps = {} as Record<'production' | 'development', ReturnType<typeof createApp>>;
beforeAll(async () => {
  db = await testDatabase();
  for (const env of ['production', 'development'] as const) {
    apps[env] = createApp({
      config: { env },
      db: db.prisma,
      imageHost: new LocalImageHost(testMediaDir()),
      log: createLogger('silent'),
    });
  }
});
afterAll(() => db?.close());

async function messages(env: 'production' | 'development', query: string, variables?: object) {
  const res = await apps[env].yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { errors?: { message: string }[] };
  return (body.errors ?? []).map((e) => e.message);
}

// Each mistake, and what the error still says without the suggestion.
const MISTAKES: [string, string, object | undefined, RegExp][] = [
  ['a field name', '{ aps { name } }', undefined, /^Cannot query field "aps" on type "Query"\.$/],
  [
    'an enum value',
    '{ apps(sort: latset) { name } }',
    undefined,
    /^Value "latset" does not exist in "AppSort" enum\.$/,
  ],
  [
    'an enum value in variables',
    'query ($s: AppSort) { apps(sort: $s) { name } }',
    { s: 'latset' },
    /^Variable "\$s" got invalid value "latset"; Value "latset" does not exist in "AppSort" enum\.$/,
  ],
  [
    'an argument name',
    '{ apps(sortt: latest) { name } }',
    undefined,
    /^Unknown argument "sortt" on field "Query\.apps"\.$/,
  ],
  ['a type in a fragment', '{ ...F } fragment F on Querry { apps { name } }', undefined, /^Unknown type "Querry"\.$/],
  ['a type in an inline fragment', '{ node(id: "x") { ... on Ap { id } } }', undefined, /^Unknown type "Ap"\.$/],
  ['a variable type', 'query ($s: AppSrot) { apps(sort: $s) { name } }', undefined, /^Unknown type "AppSrot"\.$/],
  [
    'an input field',
    '{ apps(filter: { serch: "x" }) { name } }',
    undefined,
    /^Field "serch" is not defined by type "AppFilter"\.$/,
  ],
  [
    'an input field in variables',
    'query ($f: AppFilter) { apps(filter: $f) { name } }',
    { f: { serch: 'x' } },
    /^Variable "\$f" got invalid value \{ serch: "x" \}; Field "serch" is not defined by type "AppFilter"\.$/,
  ],
];

describe('no "Did you mean" outside development', () => {
  it.each(MISTAKES)('%s: the error says what is wrong, and suggests nothing', async (_, query, variables, plain) => {
    const said = await messages('production', query, variables);
    expect(said.length, JSON.stringify(said)).toBeGreaterThan(0);
    expect(said.join('\n')).not.toMatch(/did you mean|suggestion/i);
    // The refusal words the request's language around graphql-js's own sentence (issue 59 item 4).
    const detail = new RegExp(`(^|: )${plain.source.replace(/^\^/, '')}`);
    expect(said).toContainEqual(expect.stringMatching(detail));
  });

  it('development keeps the suggestions (GraphiQL)', async () => {
    for (const [, query, variables] of MISTAKES) {
      expect((await messages('development', query, variables)).join('\n'), query).toMatch(/Did you mean/);
    }
  });
});
