// Issue 61 item 3: an app's screens "as it was" at a date. Each screen shows the capture current then
// (its own when captured by that date, else its newest earlier version captured by then); a screen
// first captured later is absent. Through the service's two edges, on both databases.
import { describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';

const h = seededApi();
type Row = { id: number; name: string; imageUrl: string; capturedAt: string };

const asOf = async (when: string) => {
  const res = await fetch(`${h.srv.base}/api/apps/meu-sus-digital/screens?asOf=${when}`);
  return { status: res.status, rows: res.status === 200 ? ((await res.json()) as Row[]) : [] };
};

describe("an app's screens as of a date", () => {
  it('shows the capture each screen had then and leaves out the ones captured later', async () => {
    const app = await h.db.prisma.app.findUniqueOrThrow({ where: { slug: 'meu-sus-digital' } });
    const [a, b, c, ...rest] = await h.db.prisma.screen.findMany({
      where: { appId: app.id, hidden: false },
      orderBy: { id: 'asc' },
    });
    if (!a || !b || !c) throw new Error('the demo app has three screens');
    const at = (iso: string) => new Date(iso);
    // a: redesigned in 2025, its 2023 and 2021 captures kept; b: first captured in 2025; c: unchanged since 2022.
    await h.db.prisma.screen.update({ where: { id: a.id }, data: { capturedAt: at('2025-06-01T00:00:00Z') } });
    await h.db.prisma.screenVersion.createMany({
      data: [
        { screenId: a.id, imageUrl: '/media/screens/a-2023.png', capturedAt: at('2023-05-01T00:00:00Z') },
        { screenId: a.id, imageUrl: '/media/screens/a-2021.png', capturedAt: at('2021-03-01T00:00:00Z') },
      ],
    });
    await h.db.prisma.screen.update({ where: { id: b.id }, data: { capturedAt: at('2025-02-01T00:00:00Z') } });
    await h.db.prisma.screen.update({ where: { id: c.id }, data: { capturedAt: at('2022-01-01T00:00:00Z') } });
    await h.db.prisma.screen.updateMany({
      where: { id: { in: rest.map((s) => s.id) } },
      data: { capturedAt: at('2026-01-01T00:00:00Z') },
    });

    const images = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.id, r.imageUrl]));
    expect(images((await asOf('2023')).rows)).toEqual({ [a.id]: '/media/screens/a-2023.png', [c.id]: c.imageUrl });
    expect(images((await asOf('2021')).rows)).toEqual({ [a.id]: '/media/screens/a-2021.png' });
    // The end of the day given: b, captured on 2025-02-01, is there on that day.
    const day = await asOf('2025-02-01');
    expect(images(day.rows)).toEqual({ [a.id]: '/media/screens/a-2023.png', [b.id]: b.imageUrl, [c.id]: c.imageUrl });
    expect(day.rows.find((r) => r.id === a.id)?.capturedAt).toBe('2023-05-01T00:00:00.000Z');
    expect((await asOf('2020')).rows).toEqual([]);
    expect((await asOf('yesterday')).status).toBe(400);
    // Today's list is untouched: every screen with its current image.
    const today = (await (await fetch(`${h.srv.base}/api/apps/meu-sus-digital/screens`)).json()) as Row[];
    expect(today.find((r) => r.id === a.id)?.imageUrl).toBe(a.imageUrl);

    const res = await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ app(idOrSlug: "meu-sus-digital") { captureYears screens { dbId versionCount }
          screensAsOf(asOf: "2023") { current src capturedAt screen { dbId src } } } }`,
      }),
    });
    const { data } = (await res.json()) as { data: { app: Record<string, never> } };
    expect(data.app.captureYears).toEqual([2023, 2021]);
    // The app page marks the screen with earlier captures (its viewer lists them).
    const counts = (data.app.screens as unknown as { dbId: number; versionCount: number }[]).filter(
      (s) => s.versionCount,
    );
    expect(counts).toEqual([{ dbId: a.id, versionCount: 2 }]);
    type AsOf = { current: boolean; src: string; capturedAt: string; screen: { dbId: number; src: string } };
    const byId = new Map((data.app.screensAsOf as unknown as AsOf[]).map((s) => [s.screen.dbId, s]));
    expect([...byId.keys()].sort()).toEqual([a.id, c.id].sort());
    // The earlier image sits beside the screen, which stays today's (its cache identity unchanged).
    expect(byId.get(a.id)).toMatchObject({ current: false, src: '/media/screens/a-2023.png' });
    expect(byId.get(a.id)?.screen.src).toBe(a.cloudinaryUrl ?? a.imageUrl);
    expect(byId.get(c.id)).toMatchObject({ current: true, capturedAt: '2022-01-01T00:00:00.000Z' });
  });
});
