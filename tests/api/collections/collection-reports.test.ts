// Visitors' collections (issue 38), the GraphQL side and moderation: the mutations with the key in the
// x-collection-key header (refused without it, or with a replaced one), the comparison's screens; a
// visitor's report approved in the moderation queue takes the collection down (410 over REST,
// takenDown in GraphQL, edits refused), a dismissed one leaves it. REST and the limits: collections.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { adminToken, seededApi } from '../../support/harness.ts';
import { CHEAP_POW, postContribution, solvedPayload } from '../support/contribute.ts';
import { pageStandIn } from '../support/readers.ts';

const dist = pageStandIn();
afterAll(() => dist.remove());
const h = seededApi((db) => ensureAdminUser(db, 'moderadora', 'moderation password'), {
  env: CHEAP_POW,
  distDir: dist.dir,
  rateLimits: { contributionsPerHour: 100 },
});

/** GraphQL over HTTP as the page sends it: the edit key in its header, or the admin's token. */
async function gql(query: string, variables: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${h.srv.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: any[] };
  return { status: res.status, ...body };
}
const withKey = (key: string) => ({ 'x-collection-key': key });

const VIEW = `fragment V on Collection { id title description takenDown itemCount
  items { id position note removed screen { dbId app { slug } } } }`;
const RESULT = (success: string) => `__typename ... on ${success} { data { ...V } } ... on Error { code message }`;
const CREATE = `${VIEW} mutation($input: CreateCollectionInput!) { createCollection(input: $input) {
  __typename ... on CreateCollectionSuccess { data { editKey collection { ...V } } } ... on Error { code } } }`;
const ADD = `${VIEW} mutation($id: String!, $screenId: Int!, $note: String) {
  r: addToCollection(id: $id, screenId: $screenId, note: $note) { ${RESULT('AddToCollectionSuccess')} } }`;
const MOVE = `${VIEW} mutation($id: String!, $itemId: Int!, $position: Int!) {
  r: moveCollectionItem(id: $id, itemId: $itemId, position: $position) { ${RESULT('MoveCollectionItemSuccess')} } }`;
const NOTE = `${VIEW} mutation($id: String!, $itemId: Int!, $note: String) {
  r: setCollectionItemNote(id: $id, itemId: $itemId, note: $note) { ${RESULT('SetCollectionItemNoteSuccess')} } }`;
const UPDATE = `${VIEW} mutation($id: String!, $input: UpdateCollectionInput!) {
  r: updateCollection(id: $id, input: $input) { ${RESULT('UpdateCollectionSuccess')} } }`;
const REMOVE = `${VIEW} mutation($id: String!, $itemId: Int!) {
  r: removeFromCollection(id: $id, itemId: $itemId) { ${RESULT('RemoveFromCollectionSuccess')} } }`;
const RENEW = `mutation($id: String!) { r: renewCollectionEditKey(id: $id) {
  __typename ... on RenewCollectionEditKeySuccess { data } ... on Error { code } } }`;
const DELETE = `mutation($id: String!) { r: deleteCollection(id: $id) {
  __typename ... on DeleteCollectionSuccess { data } ... on Error { code } } }`;
const READ = `${VIEW} query($id: String!) { collection(id: $id) { ...V } }`;

const publicScreens = async (n: number) =>
  (
    await h.db.prisma.screen.findMany({
      where: { hidden: false, app: { hidden: false, planned: false } },
      orderBy: { id: 'asc' },
      take: n,
    })
  ).map((s) => s.id);

async function created(title: string, screenIds: (number | undefined)[]) {
  const res = await gql(CREATE, { input: { title, screenIds } });
  expect(res.data?.createCollection.__typename, JSON.stringify(res)).toBe('CreateCollectionSuccess');
  return res.data.createCollection.data as { editKey: string; collection: any };
}

describe('GraphQL', () => {
  it('edits with the key in the header; refused without it or with a replaced one', async () => {
    const [a, b, c] = await publicScreens(3);
    const { editKey, collection } = await created('Comparação de logins', [a, b]);
    const id = collection.id as string;
    expect(collection).toMatchObject({ title: 'Comparação de logins', takenDown: false, itemCount: 2 });
    const refused = await gql(ADD, { id, screenId: c });
    expect(refused.data.r).toMatchObject({ __typename: 'SubmissionRefusedError', code: 'COLLECTION_KEY_REFUSED' });
    const added = await gql(ADD, { id, screenId: c, note: 'Melhor' }, withKey(editKey));
    expect(added.data.r.data.items.map((i: any) => [i.position, i.screen.dbId, i.note])).toEqual([
      [0, a, null],
      [1, b, null],
      [2, c, 'Melhor'],
    ]);
    const itemC = added.data.r.data.items[2].id;
    const moved = await gql(MOVE, { id, itemId: itemC, position: 0 }, withKey(editKey));
    expect(moved.data.r.data.items.map((i: any) => i.screen.dbId)).toEqual([c, a, b]);
    const far = await gql(MOVE, { id, itemId: itemC, position: 3 }, withKey(editKey));
    expect(far.data.r.__typename).toBe('ValidationError');
    const linked = await gql(NOTE, { id, itemId: itemC, note: 'www.exemplo.com' }, withKey(editKey));
    expect(linked.data.r).toMatchObject({ __typename: 'ValidationError', code: 'FIELD_NO_LINKS' });
    const cleared = await gql(NOTE, { id, itemId: itemC, note: null }, withKey(editKey));
    expect(cleared.data.r.data.items[0].note).toBeNull();
    const missing = await gql(ADD, { id, screenId: 999_999 }, withKey(editKey));
    expect(missing.data.r).toMatchObject({ __typename: 'NotFoundError', code: 'SCREEN_NOT_FOUND' });
    // Only the result's type asked for: an empty selection of the collection, still a success.
    const bare = await gql(
      `mutation($id: String!, $s: Int!) { r: addToCollection(id: $id, screenId: $s) { __typename } }`,
      { id, s: b },
      withKey(editKey),
    );
    expect(bare.data?.r, JSON.stringify(bare)).toEqual({ __typename: 'AddToCollectionSuccess' });
    const renamed = await gql(UPDATE, { id, input: { title: 'Logins', description: 'Três' } }, withKey(editKey));
    expect(renamed.data.r.data).toMatchObject({ title: 'Logins', description: 'Três' });

    // A screen hidden since: shown as removed, its note kept.
    await h.db.prisma.screen.update({ where: { id: a }, data: { hidden: true } });
    const read = await gql(READ, { id });
    expect(read.data.collection.items.map((i: any) => [i.removed, i.screen?.dbId ?? null])).toEqual([
      [false, c],
      [true, null],
      [false, b],
    ]);
    await h.db.prisma.screen.update({ where: { id: a }, data: { hidden: false } });

    const renewed = await gql(RENEW, { id }, withKey(editKey));
    const newKey = renewed.data.r.data as string;
    expect(newKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const [query, vars] of [
      [UPDATE, { id, input: { title: 'Tomada' } }],
      [REMOVE, { id, itemId: itemC }],
      [RENEW, { id }],
      [DELETE, { id }],
    ] as const) {
      const old = await gql(query, vars, withKey(editKey));
      expect(old.data.r).toMatchObject({ __typename: 'SubmissionRefusedError', code: 'COLLECTION_KEY_REFUSED' });
    }
    const removed = await gql(REMOVE, { id, itemId: itemC }, withKey(newKey));
    expect(removed.data.r.data.items.map((i: any) => [i.position, i.screen.dbId])).toEqual([
      [0, a],
      [1, b],
    ]);
    expect((await gql(DELETE, { id }, withKey(newKey))).data.r).toEqual({
      __typename: 'DeleteCollectionSuccess',
      data: id,
    });
    expect((await gql(READ, { id })).data.collection).toBeNull();
    expect((await gql(DELETE, { id }, withKey(newKey))).data.r).toMatchObject({ code: 'COLLECTION_NOT_FOUND' });
  });

  it('screensByIds: the comparison’s screens in the order asked, null for hidden or unknown ones', async () => {
    const [a, b] = await publicScreens(2);
    const hidden = await h.db.prisma.screen.findFirstOrThrow({ where: { app: { hidden: true } } });
    const q = 'query($ids: [Int!]!) { screensByIds(ids: $ids) { dbId flow tags app { name } } }';
    const res = await gql(q, { ids: [b, 999_999, hidden.id, a] });
    expect(res.data.screensByIds.map((s: any) => s?.dbId ?? null)).toEqual([b, null, null, a]);
    const tooMany = await gql(q, { ids: [1, 2, 3, 4, 5, 6, 7] });
    expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'LIST_TOO_LONG' });
  });
});

describe('reports and moderation', () => {
  const report = async (collection: string, message = 'Conteúdo ofensivo no título') => {
    const res = await postContribution(h.srv.base, {
      kind: 'collection_report',
      collection,
      message,
      language: 'pt',
      altcha: await solvedPayload(h.srv.base),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const DECIDE = `mutation($id: Int!, $reason: String!, $approve: Boolean!) {
    approve: approveContribution(id: $id) @include(if: $approve) { __typename ... on Error { code } }
    reject: rejectContribution(id: $id, reason: $reason) @skip(if: $approve) { __typename ... on Error { code } } }`;

  it('a report approved takes the collection down; a dismissed one leaves it', async () => {
    const [a, b] = await publicScreens(2);
    const bad = await created('Coleção imprópria', [a, b]);
    const fine = await created('Coleção boa', [a]);
    const unknown = await report('AAAAAAAAAAAAAAAAAAAAAA');
    expect([unknown.status, unknown.body.issues?.[0]]).toMatchObject([
      400,
      { path: 'collection', code: 'COLLECTION_NOT_FOUND' },
    ]);
    expect((await report(bad.collection.id)).status).toBe(201);
    const dismissed = await report(fine.collection.id, 'Não gostei');
    expect(dismissed.status).toBe(201);

    const token = await adminToken(h.srv.base, 'moderadora', 'moderation password');
    const admin = { authorization: `Bearer ${token}` };
    const queue = await gql('{ contributions { id kind collectionId message } }', {}, admin);
    const reports = queue.data.contributions.filter((c: any) => c.kind === 'collection_report');
    expect(reports.map((c: any) => c.collectionId)).toEqual([bad.collection.id, fine.collection.id]);
    const approved = await gql(DECIDE, { id: reports[0].id, reason: '', approve: true }, admin);
    expect(approved.data.approve.__typename).toBe('ApproveContributionSuccess');
    const rejected = await gql(DECIDE, { id: reports[1].id, reason: 'Dentro das regras', approve: false }, admin);
    expect(rejected.data.reject.__typename).toBe('RejectContributionSuccess');

    const id = bad.collection.id as string;
    for (const path of [`/api/collections/${id}`, `/api/collections/${id}/export.csv`]) {
      const res = await fetch(`${h.srv.base}${path}`);
      expect([res.status, ((await res.json()) as any).reason]).toEqual([410, 'COLLECTION_TAKEN_DOWN']);
    }
    const page = await fetch(`${h.srv.base}/colecao/${id}`);
    expect([page.status, page.headers.get('x-robots-tag')]).toEqual([410, 'noindex']);
    expect(await page.text()).not.toContain('imprópria');
    expect((await gql(READ, { id })).data.collection).toEqual({
      id,
      title: '',
      description: null,
      takenDown: true,
      itemCount: 0,
      items: [],
    });
    const rest = await fetch(`${h.srv.base}/api/collections/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...withKey(bad.editKey) },
      body: JSON.stringify({ title: 'De volta' }),
    });
    expect(rest.status).toBe(410);
    const edit = await gql(UPDATE, { id, input: { title: 'De volta' } }, withKey(bad.editKey));
    expect(edit.data.r).toMatchObject({ __typename: 'SubmissionRefusedError', code: 'COLLECTION_TAKEN_DOWN' });
    expect((await h.db.prisma.collection.findUniqueOrThrow({ where: { id } })).title).toBe('Coleção imprópria');
    // The dismissed report left its collection as it was.
    const kept = await fetch(`${h.srv.base}/api/collections/${fine.collection.id}`);
    expect([kept.status, ((await kept.json()) as any).title]).toEqual([200, 'Coleção boa']);
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { action: 'contribution.approve' } });
    expect(audit.summary).toContain(`collection ${id} taken down`);
    expect(h.srv.errors).toEqual([]);
  });
});
