// An app card's picture is the first screen of its app page's order (flows alphabetical as people read
// them, "Other" last, then `order`), now picked in SQL per flow and compared here with the page's collator.
import { describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';

// Flows whose order differs between a byte-wise sort and the page's: case, accents, numbers, none.
const TRICKY = [
  { flow: 'agendamento', order: 5 },
  { flow: 'Ágil', order: 9 },
  { flow: 'Passo 10', order: 0 },
  { flow: 'Passo 2', order: 3 },
  { flow: 'Other', order: 0 },
  { flow: '', order: -1 },
  { flow: 'Zebra', order: 0 },
];

const h = seededApi(async (db) => {
  const apps = await Promise.all(
    ['Tricky one', 'Tricky two', 'Only other'].map((name, i) =>
      db.app.create({ data: { name, slug: `tricky-${i}`, categories: ['Saúde'] } }),
    ),
  );
  const [one, two, other] = apps;
  const rows = [
    ...TRICKY.map((s, i) => ({ appId: one!.id, ...s, name: `one ${i}` })),
    // The byte-wise first flow ("Passo 10") holds a hidden screen: it must not count.
    { appId: two!.id, flow: 'Passo 10', order: 0, name: 'two hidden', hidden: true },
    { appId: two!.id, flow: 'passo 2', order: 1, name: 'two a' },
    { appId: two!.id, flow: 'Passo 3', order: 0, name: 'two b' },
    { appId: other!.id, flow: 'Other', order: 2, name: 'other a' },
    { appId: other!.id, flow: '', order: 1, name: 'other b' },
  ];
  await db.screen.createMany({
    data: rows.map((r, i) => ({ ...r, airtableId: `rec-tricky-${i}`, imageUrl: `/media/screens/t-${i}.png` })),
  });
});

describe('firstScreen', () => {
  it("is the first of the app's screens, for every app, in one list", async () => {
    await h.srv.app.catalogue.refresh(); // real list sizes for the cost limit (large ones are assumed until then)
    const { body } = await h.srv.gql('{ apps { slug firstScreen { name } screens { name } } }');
    expect(body.errors).toBeUndefined();
    const bySlug = new Map(body.data.apps.map((a: any) => [a.slug, a]));
    for (const app of body.data.apps) {
      expect(app.firstScreen?.name ?? null, app.slug).toBe(app.screens[0]?.name ?? null);
    }
    expect((bySlug.get('tricky-0') as any).firstScreen.name).toBe('one 0'); // "agendamento" before "Ágil"
    expect((bySlug.get('tricky-1') as any).firstScreen.name).toBe('two a'); // "passo 2" before "Passo 3"
    expect((bySlug.get('tricky-2') as any).firstScreen.name).toBe('other b'); // "" is Other: by order
  });

  it('brings what is selected under it, and is null for an app without screens', async () => {
    const { body } = await h.srv.gql(
      '{ a: app(idOrSlug: "tricky-1") { firstScreen { name app { slug firstScreen { name } } } } b: app(idOrSlug: "nhs") { firstScreen { name } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.a.firstScreen).toEqual({
      name: 'two a',
      app: { slug: 'tricky-1', firstScreen: { name: 'two a' } },
    });
    expect(body.data.b).toEqual({ firstScreen: null });
  });
});
