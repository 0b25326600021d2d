// The captures a status link shows its visitor (issue 53 item 9): while the submission waits, the
// cleaned images it holds (read back with the token, never from a public address); once approved, the
// screens published from them (public already); nothing after a rejection, which deleted them.
import { PUBLIC_SCREEN } from '../catalogue/screens.ts';
import type { ServiceContext } from '../platform/context.ts';

/** `src` is null for a waiting capture: the page reads its bytes with the token in a header. */
export type StatusImage = { position: number; flow: string; name: string | null; src: string | null };

export async function statusImages(
  ctx: ServiceContext,
  c: { id: number; kind: string; status: string },
): Promise<StatusImage[]> {
  if (c.kind !== 'screens') return [];
  if (c.status === 'pending') {
    const rows = await ctx.db.contributionImage.findMany({
      where: { contributionId: c.id },
      select: { position: true, flow: true },
      orderBy: { position: 'asc' },
    });
    return rows.map((r) => ({ ...r, name: null, src: null }));
  }
  if (c.status !== 'approved') return [];
  // Publishing names each screen after its capture (contribution-publish.ts): `contribution-{id}-{position}`.
  const prefix = `contribution-${c.id}-`;
  const screens = await ctx.db.screen.findMany({
    where: { ...PUBLIC_SCREEN, airtableId: { startsWith: prefix } },
    select: { airtableId: true, flow: true, name: true, imageUrl: true },
    take: 10,
  });
  return screens
    .map((s) => ({
      position: Number(s.airtableId.slice(prefix.length)) || 0,
      flow: s.flow,
      name: s.name,
      src: s.imageUrl,
    }))
    .sort((a, b) => a.position - b.position);
}
