// Issue 61 items 3 and 4: a screen replaced with a new capture keeps its old image as an earlier
// version with its date, reachable only from its screen (lists, feed, exports and search show the
// current image); the capture's own EXIF date is taken; a retired app leaves the default lists and
// counts and is found under its filter with the date it was retired.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { capturedAtOf, parseExifDateTime } from '../../../server/images/exif-date.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { png } from '../../images/support/fixtures.ts';
import { adminToken, seededApi } from '../../support/harness.ts';

const h = seededApi(async (db) => ensureAdminUser(db, 'admin', 'versions password'));
let token = '';
const auth = () => ({ authorization: `Bearer ${token}` });
const get = async <T>(path: string) => {
  const res = await fetch(`${h.srv.base}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const gql = async (query: string, variables = {}) =>
  (await (
    await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth() },
      body: JSON.stringify({ query, variables }),
    })
  ).json()) as { data: Record<string, never>; errors?: unknown };

/** A JPEG screenshot whose camera wrote when it was taken. */
async function dated(original: string) {
  return sharp({ create: { width: 320, height: 640, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: original, OffsetTimeOriginal: '-03:00' } })
    .toBuffer();
}

const capture = (id: number, body: Buffer, query = '') =>
  fetch(`${h.srv.base}/api/admin/screens/${id}/capture${query}`, {
    method: 'PUT',
    headers: { ...auth(), 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });

type Screen = { id: number; name: string; imageUrl: string; capturedAt: string; appVersion: string | null };

describe('EXIF capture dates', () => {
  it('reads DateTimeOriginal with its offset; a file without one, or an absurd date, has none', async () => {
    expect(capturedAtOf(await dated('2024:03:05 10:20:30'))?.toISOString()).toBe('2024-03-05T13:20:30.000Z');
    expect(capturedAtOf(await png(300, 300))).toBeNull();
    expect(parseExifDateTime('1970:01:01 00:00:00')).toBeNull();
    expect(parseExifDateTime('2024:02:30 10:00:00')).toBeNull();
  });
});

describe('replacing a screen with a new capture', () => {
  it('keeps the old image as an earlier version with its date; public reads show the current one only', async () => {
    token = await adminToken(h.srv.base, 'admin', 'versions password');
    const screens = await get<Screen[]>('/api/apps/meu-sus-digital/screens');
    const old = screens.find((s) => s.name === 'Carteira de vacinação') as Screen;
    expect(old.capturedAt).toMatch(/^\d{4}-/);
    const anonymous = await fetch(`${h.srv.base}/api/admin/screens/${old.id}/capture`, {
      method: 'PUT',
      body: new Uint8Array(await dated('2025:06:01 09:00:00')),
    });
    expect(anonymous.status).toBe(401);
    expect(await h.db.prisma.screenVersion.count()).toBe(0);

    const res = await capture(old.id, await dated('2025:06:01 09:00:00'), '?appVersion=3.2.1');
    expect(res.status).toBe(200);
    const now = (await res.json()) as Screen;
    // The file's own date, read before cleaning stripped it; the version the admin gave.
    expect(now.capturedAt).toBe('2025-06-01T12:00:00.000Z');
    expect(now.appVersion).toBe('3.2.1');
    expect(now.imageUrl).not.toBe(old.imageUrl);

    const { versions } = await get<{ versions: { imageUrl: string; capturedAt: string }[] }>(
      `/api/screens/${old.id}/versions`,
    );
    expect(versions).toEqual([expect.objectContaining({ imageUrl: old.imageUrl, capturedAt: old.capturedAt })]);
    const viaGraphql = await gql(
      `query($id: String!) { screen(idOrAirtableId: $id) {
      capturedAt appVersion versions { imageUrl capturedAt } } }`,
      { id: String(old.id) },
    );
    expect(viaGraphql.data.screen).toEqual({
      capturedAt: now.capturedAt,
      appVersion: '3.2.1',
      versions: [{ imageUrl: old.imageUrl, capturedAt: old.capturedAt }],
    });

    // The feed, exports, lists and search carry the current image; the old one is only under its screen.
    const oldFile = old.imageUrl.split('/').pop() as string;
    for (const path of [
      '/api/apps/meu-sus-digital/screens',
      '/api/screens?first=100',
      '/api/screens?search=vacinação',
      '/api/export/screens.json',
      '/api/export/screens.csv',
      '/feed.atom',
    ]) {
      const text = await (await fetch(`${h.srv.base}${path}`)).text();
      expect(text, path).not.toContain(oldFile);
    }
    const exported = await (await fetch(`${h.srv.base}/api/export/screens.csv`)).text();
    expect(exported.split('\r\n')[0]).toContain('captured_at,app_version');

    // A date the admin gives wins over the file's; a second replacement keeps both earlier images.
    const again = await capture(old.id, await png(330, 660, true), '?capturedAt=2026-01-15');
    expect(((await again.json()) as Screen).capturedAt).toBe('2026-01-15T00:00:00.000Z');
    const two = await get<{ versions: { capturedAt: string }[] }>(`/api/screens/${old.id}/versions`);
    // Newest capture first (the seeded screen's date is its intake, today).
    expect(two.versions.map((v) => v.capturedAt)).toEqual([old.capturedAt, '2025-06-01T12:00:00.000Z']);
    const bad = await capture(old.id, await png(330, 660), '?capturedAt=yesterday');
    expect(bad.status).toBe(400);
  });

  it('lets the admin correct a date in the edit form, and refuses a hidden screen’s versions', async () => {
    const [screen] = await get<Screen[]>('/api/apps/caixa-tem/screens');
    const answer = await gql(
      `mutation($id: Int!, $input: CreateScreenInput!) { updateScreen(id: $id, input: $input) {
        ... on UpdateScreenSuccess { data { capturedAt appVersion } } } }`,
      {
        id: screen?.id,
        input: {
          appId: h.apps.find((a) => a.slug === 'caixa-tem')?.id,
          name: screen?.name,
          imageUrl: screen?.imageUrl,
          airtableId: (await h.db.prisma.screen.findUniqueOrThrow({ where: { id: screen?.id } })).airtableId,
          flow: 'Conta',
          capturedAt: '2023-04-01T00:00:00.000Z',
          appVersion: '1.0',
        },
      },
    );
    expect(answer.data.updateScreen).toEqual({ data: { capturedAt: '2023-04-01T00:00:00.000Z', appVersion: '1.0' } });
    const hidden = await h.db.prisma.screen.findFirstOrThrow({ where: { app: { hidden: true } } });
    expect((await fetch(`${h.srv.base}/api/screens/${hidden.id}/versions`)).status).toBe(404);
  });
});

describe('a retired app', () => {
  it('leaves the default lists and counts, and is under its filter with its date', async () => {
    const app = h.apps.find((a) => a.slug === 'caixa-tem') as { id: number };
    const before = await get<{ apps: number; screens: number }>('/api/stats');
    const res = await fetch(`${h.srv.base}/api/apps/${app.id}`, {
      method: 'PATCH',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ retired: true, retiredAt: '2025-09-30' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { retiredAt: string }).retiredAt).toBe('2025-09-30T00:00:00.000Z');

    const slugs = (list: { slug: string }[]) => list.map((a) => a.slug);
    expect(slugs(await get('/api/apps'))).not.toContain('caixa-tem');
    const retired = await get<{ slug: string; retiredAt: string }[]>('/api/apps?status=retired');
    expect(retired).toEqual([expect.objectContaining({ slug: 'caixa-tem', retiredAt: '2025-09-30T00:00:00.000Z' })]);
    expect(slugs(await get('/api/apps?status=all'))).toContain('caixa-tem');
    const after = await get<{ apps: number; screens: number }>('/api/stats');
    expect(after.apps).toBe(before.apps - 1);
    const gallery = await (await fetch(`${h.srv.base}/api/screens?first=100`)).text();
    expect(gallery).not.toContain('"caixa-tem"');
    expect(await (await fetch(`${h.srv.base}/api/screens?first=100&status=retired`)).text()).toContain('caixa-tem');
    // An event in the feed; its page and its screens stay, with the date it was retired.
    expect(await (await fetch(`${h.srv.base}/en/feed.atom`)).text()).toContain('Service retired: Caixa Tem');
    const page = await get<{ retiredAt: string }>('/api/apps/caixa-tem');
    expect(page.retiredAt).toBe('2025-09-30T00:00:00.000Z');
    const listed = await gql('{ apps { slug } retired: apps(filter: { status: retired }) { slug retiredAt } }');
    expect(listed.data.apps).not.toContainEqual({ slug: 'caixa-tem' });
    expect(listed.data.retired).toEqual([{ slug: 'caixa-tem', retiredAt: '2025-09-30T00:00:00.000Z' }]);

    // Brought back: in the lists again.
    await fetch(`${h.srv.base}/api/apps/${app.id}`, {
      method: 'PATCH',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ retired: false }),
    });
    expect(slugs(await get('/api/apps'))).toContain('caixa-tem');
  });
});
