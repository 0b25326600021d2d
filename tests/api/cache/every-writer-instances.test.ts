// PostgreSQL: writers in other processes reach a running server. The CLIs (image migration, Airtable
// sync) write through the database, whose change log and notification reach the server's caches; its
// heal timer is set to a minute here, so only the notification can make the read fresh in time.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAirtableStandIn } from '../../jobs/support/airtable-standin.ts';
import { runScript } from '../../support/cli.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { startTestServer } from '../../support/server.ts';
import { picture } from '../support/readers.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
let srv: Awaited<ReturnType<typeof startTestServer>> | undefined;
let airtable: Awaited<ReturnType<typeof startAirtableStandIn>> | undefined;
const AIRTABLE = { apiKey: 'patCliWriter.secret', baseId: 'appCliWriterBase1' };
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-cli-writer-'));
const mediaDir = join(dataDir, 'media');

beforeAll(async () => {
  db = await testDatabase();
  if (!db.url) return;
  await seedFixture(db.prisma);
  mkdirSync(mediaDir, { recursive: true });
  for (const s of await db.prisma.screen.findMany()) await picture(mediaDir, s.imageUrl);
  srv = await startTestServer(db.prisma, mediaDir, { cache: { healMs: 60_000 }, database: { ...db, url: db.url } });
  airtable = await startAirtableStandIn(AIRTABLE);
});
afterAll(async () => {
  await srv?.close();
  await airtable?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function cli(script: string, args: string[], env: Record<string, string> = {}) {
  return runScript(
    script,
    { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
    args,
  );
}

describe('a CLI against a running server (PostgreSQL)', () => {
  it('npm run images:migrate: the server’s next reads show the hosted pictures', async (ctx) => {
    if (!srv) return ctx.skip(); // PGlite: one process owns the data; a CLI's work is seen by the next start
    const base = srv.base;
    const screens = async () => {
      const res = await fetch(`${base}/api/apps/caixa-tem/screens`);
      return { cache: res.headers.get('x-cache'), body: await res.text() };
    };
    await screens();
    expect((await screens()).cache).toBe('hit');
    expect((await screens()).body).toContain('"cloudinaryUrl":null');
    const run = await cli('scripts/migrate-images.ts', ['--type', 'screens', '--batch', '50', '--delay', '0']);
    expect(run.output).toMatch(/succeeded/);
    expect(run.code).toBe(0);
    // The notification arrives moments after the commit; the heal timer (a minute) cannot be what serves it.
    await expect
      .poll(async () => (await screens()).body, { timeout: 5000, interval: 50 })
      .not.toContain('"cloudinaryUrl":null');
  });

  it('npm run sync:airtable: the server’s next reads show the synced app', async (ctx) => {
    if (!srv || !airtable) return ctx.skip();
    const base = srv.base;
    const apps = async () => {
      const res = await fetch(`${base}/api/apps`);
      return { cache: res.headers.get('x-cache'), body: await res.text() };
    };
    await apps();
    expect((await apps()).cache).toBe('hit');
    for (const table of ['Categories', 'Apps', 'Screens']) airtable.table(table, ['importing']);
    airtable.add('Apps', { Name: 'Aplicativo da Linha de Comando', type: 'Federal' });
    expect((await apps()).body).not.toContain('Aplicativo da Linha de Comando');
    const run = await cli('scripts/sync-airtable.ts', [], {
      AIRTABLE_API_KEY: AIRTABLE.apiKey,
      AIRTABLE_BASE_ID: AIRTABLE.baseId,
      AIRTABLE_ENDPOINT_URL: airtable.origin,
    });
    expect(run.output).toMatch(/finished/);
    expect(run.code).toBe(0);
    await expect
      .poll(async () => (await apps()).body, { timeout: 5000, interval: 50 })
      .toContain('Aplicativo da Linha de Comando');
  });
});
