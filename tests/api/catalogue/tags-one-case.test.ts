// Issue 29 (5): tags are one case. The admin's " Card " is the existing "card"; old links in another
// case (?tag=Card) still find it; the migration merges the duplicates already stored.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../../../server/db/migrations.ts';
import { normalizeTags } from '../../../server/services/catalogue/tags.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { adminToken, seededApi } from '../../support/harness.ts';

const h = seededApi((db) => ensureAdminUser(db, 'admin', 'tags password'));

const token = () => adminToken(h.srv.base, 'admin', 'tags password');

describe('tags in one case', () => {
  it('normalizeTags: trimmed, lower case, blank and repeated dropped, first order kept', () => {
    expect(normalizeTags([' Card ', 'card', 'FORM', '', 'Ação', 'card'])).toEqual(['card', 'form', 'ação']);
  });

  it('the admin form stores " Card " as "card"; ?tag=Card and ?tag=card both find it', async () => {
    const app = h.apps[0] as { id: number };
    const res = await fetch(`${h.srv.base}/api/screens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        appId: app.id,
        name: 'Tela com etiquetas',
        imageUrl: 'https://images.example/tags.png',
        airtableId: 'rec-tags-case',
        tags: [' Card ', 'card', 'FORM'],
      }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { tags: string[] }).tags).toEqual(['card', 'form']);
    for (const tag of ['Card', 'card', 'CARD']) {
      const found = (await (await fetch(`${h.srv.base}/api/screens?tag=${tag}&first=100`)).json()) as {
        screens: { name: string }[];
      };
      expect(
        found.screens.map((s) => s.name),
        tag,
      ).toContain('Tela com etiquetas');
    }
  });

  it('the migration merges tags stored in two cases, keeping their order', async () => {
    const screen = await h.db.prisma.screen.findFirstOrThrow({ where: { airtableId: { not: 'rec-tags-case' } } });
    await h.db.prisma.screen.update({
      where: { id: screen.id },
      data: { tags: ['Menu', 'card', 'Card', ' MENU', 'x'] },
    });
    const sql = readFileSync(join(migrationsDir, '20261126171500_tags_one_case', 'migration.sql'), 'utf8');
    await h.db.prisma.$executeRawUnsafe(sql);
    const after = await h.db.prisma.screen.findUniqueOrThrow({ where: { id: screen.id } });
    expect(after.tags).toEqual(['menu', 'card', 'x']);
  });
});
