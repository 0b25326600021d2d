// Visitors' collections (issue 38) over REST: create, add, move, annotate and rename with the edit key;
// every edit without it, with a wrong one or with a replaced one is refused and changes nothing; the
// limits; screens hidden or deleted later shown as removed; the CSV; the pages (noindex, no Referer,
// never kept); the key never in the access log; the per-address limits.
// Reports and moderation, and the GraphQL side: collection-reports.test.ts.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { seededApi } from '../../support/harness.ts';
import { pageStandIn } from '../support/readers.ts';

const dist = pageStandIn();
afterAll(() => dist.remove());

/** Its own app of 205 screens (the 200 limit) and one of 2 screens hidden later. */
async function prepare(db: Db) {
  const many = await db.app.create({ data: { name: 'Coleções Muitas', slug: 'colecoes-muitas' } });
  await db.screen.createMany({
    data: Array.from({ length: 205 }, (_, i) => ({
      appId: many.id,
      airtableId: `rec-col-${i}`,
      name: `Tela ${i}`,
      imageUrl: `/media/screens/col-${i}.png`,
      flow: i % 2 ? 'Cadastro, etapa 1' : 'Login',
      order: i,
      tags: i % 3 ? ['form', 'input'] : ['button'],
    })),
  });
  const later = await db.app.create({ data: { name: 'Some Depois', slug: 'some-depois' } });
  await db.screen.createMany({
    data: [0, 1].map((i) => ({ appId: later.id, airtableId: `rec-later-${i}`, name: `Depois ${i}`, imageUrl: 'x' })),
  });
}

const h = seededApi(prepare, {
  trustProxy: { hops: 1 },
  accessLog: true,
  distDir: dist.dir,
  cache: {}, // the edge response cache, as in production: collection reads must never come from it
  rateLimits: { collectionsPerHour: 4, collectionEditsPerHour: 60 },
});

let address = 0;
/** A visitor of its own address (the limits count per address). */
const visitor = () => `203.0.113.${++address}`;
const keys: string[] = [];

type Call = { body?: unknown; key?: string; ip?: string; headers?: Record<string, string> };
const api = (method: string, path: string, c: Call = {}) =>
  fetch(`${h.srv.base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': c.ip ?? '203.0.113.250',
      'accept-language': 'pt-BR',
      ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(c.key === undefined ? {} : { 'x-collection-key': c.key }),
      ...c.headers,
    },
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });

async function create(body: object, ip = visitor()) {
  const res = await api('POST', '/api/collections', { body, ip });
  expect(res.status, await res.clone().text()).toBe(201);
  const made = (await res.json()) as { id: string; editKey: string; viewPath: string; editPath: string };
  keys.push(made.editKey);
  return { ...made, ip };
}
const read = async (id: string) => (await api('GET', `/api/collections/${id}`)).json() as Promise<any>;
const screenIds = async (prefix: string, n: number) =>
  (
    await h.db.prisma.screen.findMany({
      where: { airtableId: { startsWith: prefix } },
      orderBy: { order: 'asc' },
      take: n,
    })
  ).map((s) => s.id);
const order = (c: any) => c.items.map((i: any) => [i.position, i.screen?.id ?? null, i.note]);

describe('a collection and its edit key', () => {
  it('create, add, move, annotate and rename with the key', async () => {
    const [a, b, c] = await screenIds('rec-col-', 3);
    const made = await create({ title: ' Logins de estados ', description: 'Para a reunião', screenIds: [a, b, a] });
    expect(made.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.editKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.viewPath).toBe(`/colecao/${made.id}`);
    expect(made.editPath).toBe(`/colecao/${made.id}#editar=${made.editKey}`);
    const edit = (method: string, path: string, body?: object) =>
      api(method, `/api/collections/${made.id}${path}`, { body, key: made.editKey, ip: made.ip });

    expect((await edit('POST', '/items', { screenId: c, note: 'Bom contraste' })).status).toBe(201);
    // The same screen again: nothing changes.
    const again = await edit('POST', '/items', { screenId: a });
    expect(again.status).toBe(200);
    const before = await read(made.id);
    expect(order(before)).toEqual([
      [0, a, null],
      [1, b, null],
      [2, c, 'Bom contraste'],
    ]);
    const [, itemB, itemC] = before.items.map((i: any) => i.id);
    expect((await edit('PATCH', `/items/${itemC}`, { position: 0 })).status).toBe(200);
    expect((await edit('PATCH', `/items/${itemB}`, { note: 'Sem "CPF", mas com senha' })).status).toBe(200);
    const renamed = await edit('PATCH', '', { title: 'Logins estaduais', description: null });
    expect(renamed.status).toBe(200);
    const after = (await renamed.json()) as any;
    expect([after.title, after.description]).toEqual(['Logins estaduais', null]);
    expect(order(after)).toEqual([
      [0, c, 'Bom contraste'],
      [1, a, null],
      [2, b, 'Sem "CPF", mas com senha'],
    ]);
    expect(after.items[0].screen).toMatchObject({ id: c, flow: 'Login', app: { slug: 'colecoes-muitas' } });
    // Removing closes the gap.
    expect((await edit('DELETE', `/items/${after.items[1].id}`)).status).toBe(204);
    expect(order(await read(made.id)).map(([p, s]: number[]) => [p, s])).toEqual([
      [0, c],
      [1, b],
    ]);
    // Only the key's SHA-256 is stored.
    const row = await h.db.prisma.collection.findUniqueOrThrow({ where: { id: made.id } });
    expect(row.editKeyHash).toBe(createHash('sha256').update(made.editKey).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.editKey);
    // Deleting it: gone for everyone.
    expect((await edit('DELETE', '')).status).toBe(204);
    expect((await api('GET', `/api/collections/${made.id}`)).status).toBe(404);
  });

  it('every edit without the key, with a wrong one or a replaced one: 403 and nothing changes', async () => {
    const [a, b] = await screenIds('rec-col-1', 2);
    const made = await create({ title: 'Intocável', screenIds: [a, b] });
    const renewed = await api('POST', `/api/collections/${made.id}/edit-key`, { key: made.editKey, ip: made.ip });
    expect(renewed.status).toBe(200);
    const { editKey } = (await renewed.json()) as { editKey: string };
    keys.push(editKey);
    expect(editKey).not.toBe(made.editKey);
    const snapshot = async () =>
      JSON.stringify(await h.db.prisma.collection.findUnique({ where: { id: made.id }, include: { items: true } }));
    const before = await snapshot();
    const item = (await read(made.id)).items[0].id;
    const edits: [string, string, object?][] = [
      ['PATCH', '', { title: 'Tomada' }],
      ['DELETE', ''],
      ['POST', '/items', { screenId: (await screenIds('rec-col-2', 1))[0] }],
      ['PATCH', `/items/${item}`, { note: 'invasão' }],
      ['PATCH', `/items/${item}`, { position: 1 }],
      ['DELETE', `/items/${item}`],
      ['POST', '/edit-key'],
    ];
    const wrong = 'A'.repeat(43);
    for (const key of [undefined, wrong, made.editKey, `${editKey}x`, '']) {
      for (const [method, path, body] of edits) {
        const res = await api(method, `/api/collections/${made.id}${path}`, { body, key, ip: made.ip });
        const answer = (await res.json()) as { reason: string; message: string };
        expect([method, path, key, res.status, answer.reason]).toEqual([
          method,
          path,
          key,
          403,
          'COLLECTION_KEY_REFUSED',
        ]);
        expect(answer.message).toContain('link de edição');
      }
    }
    expect(await snapshot()).toBe(before);
    // The new key works.
    const ok = await api('PATCH', `/api/collections/${made.id}`, {
      body: { title: 'Minha' },
      key: editKey,
      ip: made.ip,
    });
    expect(ok.status).toBe(200);
  });

  it('limits: 200 screens, a title of 120 characters, plain text without links', async () => {
    const all = await screenIds('rec-col-', 205);
    const tooMany = await api('POST', '/api/collections', {
      body: { title: 'Demais', screenIds: all.slice(0, 201) },
      ip: visitor(),
    });
    expect([tooMany.status, ((await tooMany.json()) as any).issues[0]]).toMatchObject([
      400,
      { path: 'screenIds', code: 'LIST_TOO_LONG' },
    ]);
    const full = await create({ title: 'x'.repeat(120), screenIds: all.slice(0, 200) });
    const add = (body: object) =>
      api('POST', `/api/collections/${full.id}/items`, { body, key: full.editKey, ip: full.ip });
    const over = await add({ screenId: all[200] });
    expect([over.status, ((await over.json()) as any).reason]).toEqual([409, 'COLLECTION_FULL']);
    expect((await read(full.id)).itemCount).toBe(200);
    const refusals: [object, string, string][] = [
      [{ title: 'x'.repeat(121) }, 'title', 'FIELD_TOO_LONG'],
      [{ title: '   ' }, 'title', 'FIELD_REQUIRED'],
      [{ title: 'Veja https://exemplo.com' }, 'title', 'FIELD_NO_LINKS'],
      [{ title: 'Ok', description: 'em www.exemplo.com.br' }, 'description', 'FIELD_NO_LINKS'],
      [{ title: 'Sino\u0007' }, 'title', 'FIELD_PLAIN_TEXT'],
      [{ title: 'Ok', description: 'd'.repeat(501) }, 'description', 'FIELD_TOO_LONG'],
    ];
    for (const [body, path, code] of refusals) {
      const res = await api('POST', '/api/collections', { body, ip: visitor() });
      expect([res.status, ((await res.json()) as any).issues?.[0]]).toMatchObject([400, { path, code }]);
    }
    const item = (await read(full.id)).items[0].id;
    for (const [note, code] of [
      ['ver HTTP://x.y', 'FIELD_NO_LINKS'],
      ['n'.repeat(501), 'FIELD_TOO_LONG'],
    ]) {
      const res = await api('PATCH', `/api/collections/${full.id}/items/${item}`, {
        body: { note },
        key: full.editKey,
        ip: full.ip,
      });
      expect([res.status, ((await res.json()) as any).issues[0].code]).toEqual([400, code]);
    }
    const far = await api('PATCH', `/api/collections/${full.id}/items/${item}`, {
      body: { position: 200 },
      key: full.editKey,
      ip: full.ip,
    });
    expect(far.status).toBe(400);
    expect((await read(full.id)).items[0]).toMatchObject({ id: item, position: 0, note: null });
  });

  it('titles and notes refuse reordering and invisible text and links built in a spreadsheet, in both languages', async () => {
    const refusals: [object, string, string, RegExp, RegExp][] = [
      // "Trojan Source": an override shows other words than the title holds.
      [{ title: 'Coleção \u202Eodalaicifo' }, 'title', 'FIELD_NO_DIRECTION_CONTROLS', /direção/, /direction/],
      [{ title: 'Ok \u2067x\u2069' }, 'title', 'FIELD_NO_DIRECTION_CONTROLS', /direção/, /direction/],
      [{ title: '\u200B\u200B\u2060' }, 'title', 'FIELD_INVISIBLE_ONLY', /texto visível/, /visible text/],
      [{ title: 'Ok', description: '\u3164 \u00AD' }, 'description', 'FIELD_INVISIBLE_ONLY', /visível/, /visible/],
      [
        { title: 'Ok', description: '=HYPERLINK(CONCAT("ht","tp://x.example"))' },
        'description',
        'FIELD_NO_LINKS',
        /sem links/,
        /without links/,
      ],
    ];
    for (const [body, path, code, pt, en] of refusals) {
      for (const [language, words] of [
        ['pt-BR', pt],
        ['en', en],
      ] as const) {
        const res = await api('POST', '/api/collections', {
          body,
          ip: visitor(),
          headers: { 'accept-language': language },
        });
        const answer = (await res.json()) as any;
        expect([res.status, answer.issues?.[0]?.path, answer.issues?.[0]?.code], JSON.stringify(body)).toEqual([
          400,
          path,
          code,
        ]);
        expect(answer.issues[0].message, `${language} ${code}`).toMatch(words);
      }
    }
    const made = await create({ title: 'Notas', screenIds: await screenIds('rec-col-3', 1) });
    const item = (await read(made.id)).items[0].id;
    const note = (value: string) =>
      api('PATCH', `/api/collections/${made.id}/items/${item}`, {
        body: { note: value },
        key: made.editKey,
        ip: made.ip,
      });
    for (const [value, code] of [
      ['=HYPERLINK(CONCAT("ht","tp://evil.example"))', 'FIELD_NO_LINKS'],
      ['=hiperlink("ht"&"tp:/"&"/x")', 'FIELD_NO_LINKS'],
      ['=IMPORTXML(A1;"//a")', 'FIELD_NO_LINKS'],
      ['veja ftp://arquivo', 'FIELD_NO_LINKS'],
      ['\u200D\uFEFF', 'FIELD_INVISIBLE_ONLY'],
      ['abc\u200Fdef', 'FIELD_NO_DIRECTION_CONTROLS'],
    ]) {
      const res = await note(value as string);
      expect([res.status, ((await res.json()) as any).issues?.[0]?.code], value).toEqual([400, code]);
    }
    // What people write stays accepted: accents, an emoji joined by zero-width joiners, a parenthesis.
    const kept = 'Família 👨‍👩‍👧 vê a imagem (segunda) em gov.br';
    expect((await note(kept)).status).toBe(200);
    expect((await read(made.id)).items[0].note).toBe(kept);
  });
});

/** RFC 4180: quoted cells with doubled quotes, commas and line breaks inside; CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const next = text[i + 1];
    if (quoted && ch === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && (ch === ',' || (ch === '\r' && next === '\n'))) {
      row.push(cell);
      cell = '';
      if (ch === '\r') {
        rows.push(row);
        row = [];
        i++;
      }
    } else {
      cell += ch;
    }
  }
  return rows;
}

describe('what a collection shows', () => {
  it('a screen hidden, deleted or whose app was hidden later shows as removed; hidden ones cannot be added', async () => {
    const [a, b, c] = await screenIds('rec-col-3', 3);
    const [later] = await screenIds('rec-later-', 1);
    const made = await create({ title: 'Some', screenIds: [a, b, c, later] });
    await api('PATCH', `/api/collections/${made.id}/items/${(await read(made.id)).items[1].id}`, {
      body: { note: 'Ficou a nota' },
      key: made.editKey,
      ip: made.ip,
    });
    await h.db.prisma.screen.update({ where: { id: a }, data: { hidden: true } });
    await h.db.prisma.screen.delete({ where: { id: b } });
    await h.db.prisma.app.update({ where: { slug: 'some-depois' }, data: { status: 'Hide' } });
    const view = await read(made.id);
    expect(view.items.map((i: any) => [i.position, i.removed, i.screen?.id ?? null, i.note])).toEqual([
      [0, true, null, null],
      [1, true, null, 'Ficou a nota'],
      [2, false, c, null],
      [3, true, null, null],
    ]);
    const [other] = await screenIds('rec-later-1', 1);
    for (const screenId of [a, other, 999_999]) {
      const res = await api('POST', `/api/collections/${made.id}/items`, {
        body: { screenId },
        key: made.editKey,
        ip: made.ip,
      });
      expect([res.status, ((await res.json()) as any).reason]).toEqual([404, 'SCREEN_NOT_FOUND']);
    }
    await h.db.prisma.screen.update({ where: { id: a }, data: { hidden: false } });
  });

  it('the CSV holds the collection exactly: order, quoting, formula-safe cells, removed rows', async () => {
    const [a, b, c, d] = await screenIds('rec-col-4', 4);
    await h.db.prisma.screen.update({
      where: { id: b },
      data: { cloudinaryUrl: 'https://res.cloudinary.com/demo/image/upload/b.png' },
    });
    // The probe's note (issue 52): Excel with the Brazilian `;` separator read `=1+1` as a formula.
    const notes = ['=1+2', 'vírgula, "aspas"\ne quebra', 'x;=1+1;', '@menção'];
    const made = await create({ title: 'Planilha', screenIds: [a, b, c, d] });
    const items = (await read(made.id)).items;
    for (const [i, note] of notes.entries()) {
      const res = await api('PATCH', `/api/collections/${made.id}/items/${items[i].id}`, {
        body: { note },
        key: made.editKey,
        ip: made.ip,
      });
      expect(res.status).toBe(200);
    }
    await h.db.prisma.screen.delete({ where: { id: d } });
    const res = await api('GET', `/api/collections/${made.id}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="colecao-${made.id}.csv"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    // A BOM first: spreadsheets then read the accents as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const header = ['number', 'position', 'name', 'app', 'flow', 'tags', 'tag_labels', 'note', 'page_url', 'image_url'];
    expect(text.startsWith(`${header.join(',')}\r\n`)).toBe(true);
    const rows = parseCsv(text);
    const view = await read(made.id);
    const safe = (v: string) => v.replace(/(^|[,;\t\r\n])([\s"]*)([=+\-@])/g, "$1$2'$3");
    const ptLabels: Record<string, string> = { form: 'Formulário', input: 'Campo de entrada', button: 'Botão' };
    const expected = view.items.map((i: any, n: number) =>
      i.screen
        ? [
            String(n + 1),
            String(i.position),
            i.screen.name,
            i.screen.app.name,
            i.screen.flow,
            i.screen.tags.join('; '),
            i.screen.tags.map((t: string) => ptLabels[t]).join('; '),
            safe(i.note ?? ''),
            `${h.srv.base}/app/${i.screen.app.slug}?screen=${i.screen.recordId}`,
            i.screen.url.startsWith('https://') ? i.screen.url : `${h.srv.base}${i.screen.url}`,
          ]
        : [String(n + 1), String(i.position), '', '', '', '', '', safe(i.note ?? ''), '', ''],
    );
    expect(rows).toEqual([header, ...expected]);
    // The page's "1." is `number`; `position` keeps the API's 0-based place.
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['1', '0'],
      ['2', '1'],
      ['3', '2'],
      ['4', '3'],
    ]);
    expect(rows[1]?.[2]).toBe('Tela 4');
    expect(rows[1]?.[7]).toBe("'=1+2");
    expect(rows[2]?.[7]).toBe('vírgula, "aspas"\ne quebra');
    expect(rows[2]?.[9]).toBe('https://res.cloudinary.com/demo/image/upload/b.png');
    // Quoted, and the field a `;` splits out starts with the apostrophe, not with `=`.
    expect(text).toContain(`"x;'=1+1;"`);
    expect(rows[4]).toEqual(['4', '3', '', '', '', '', '', "'@menção", '', '']);
    expect(text).toContain('"Cadastro, etapa 1"');
    // The tags' words follow the page's language (the page's link says it); the slugs stay.
    const en = parseCsv(
      Buffer.from(await (await api('GET', `/api/collections/${made.id}/export.csv?lang=en`)).arrayBuffer())
        .subarray(3)
        .toString('utf8'),
    );
    const enLabels: Record<string, string> = { form: 'Form', input: 'Input', button: 'Button' };
    expect(en.slice(1, 4).map((r) => r[6])).toEqual(
      view.items.slice(0, 3).map((i: any) => i.screen.tags.map((t: string) => enLabels[t]).join('; ')),
    );
    expect(en.slice(1, 4).map((r) => r[5])).toEqual(rows.slice(1, 4).map((r) => r[5]));
  });

  it('its pages and reads: noindex, no Referer, never kept after an edit, never in the sitemap', async () => {
    const made = await create({ title: 'Primeiro título' });
    for (const path of [`/colecao/${made.id}`, `/en/colecao/${made.id}`]) {
      const page = await api('GET', path, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect({
        robots: page.headers.get('x-robots-tag'),
        referrer: page.headers.get('referrer-policy'),
        cache: page.headers.get('cache-control'),
      }).toEqual({ robots: 'noindex', referrer: 'no-referrer', cache: 'no-store' });
      const html = await page.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('Primeiro título');
      expect(html).not.toContain('rel="canonical"');
    }
    const gql = `/graphql?query=${encodeURIComponent(`{ collection(id: "${made.id}") { title } }`)}`;
    expect((await (await api('GET', gql)).json()) as any).toEqual({
      data: { collection: { title: 'Primeiro título' } },
    });
    expect((await read(made.id)).title).toBe('Primeiro título');
    const renamed = await api('PATCH', `/api/collections/${made.id}`, {
      body: { title: 'Segundo título' },
      key: made.editKey,
      ip: made.ip,
    });
    expect(renamed.status).toBe(200);
    expect(await (await api('GET', `/colecao/${made.id}`)).text()).toContain('Segundo título');
    const again = await api('GET', gql);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect((await again.json()) as any).toEqual({ data: { collection: { title: 'Segundo título' } } });
    const json = await api('GET', `/api/collections/${made.id}`);
    expect([json.headers.get('cache-control'), json.headers.get('x-robots-tag')]).toEqual(['no-store', 'noindex']);
    expect(((await json.json()) as any).title).toBe('Segundo título');
    expect((await api('GET', '/colecao/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await api('GET', '/api/collections/nada')).status).toBe(404);
    expect(await (await api('GET', '/sitemap.xml')).text()).not.toContain('colecao');
    // The report form and the comparison: titled, never indexed.
    for (const path of [`/denunciar-colecao?colecao=${made.id}`, '/en/comparar?telas=1,2']) {
      const html = await (await api('GET', path)).text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toMatch(/<title>(Denunciar coleção|Compare screens)[^<]*<\/title>/);
    }
  });
});

describe('abuse', () => {
  it('creations and edits per address: 429 with Retry-After past the limit', async () => {
    const ip = visitor();
    for (let i = 0; i < 4; i++) await create({ title: `Coleção ${i}` }, ip);
    const fifth = await api('POST', '/api/collections', { body: { title: 'Demais' }, ip });
    expect([fifth.status, ((await fifth.json()) as any).reason]).toEqual([429, 'TOO_MANY_COLLECTIONS']);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Edits count refused ones too (a wrong key costs the guesser).
    const made = await create({ title: 'Editada' });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await api('PATCH', `/api/collections/${made.id}`, { body: { title: `T${i}` }, key: 'x', ip });
      statuses.push(res.status);
    }
    expect([statuses[0], statuses[59], statuses[60]]).toEqual([403, 403, 429]);
    // Another address still edits.
    const ok = await api('PATCH', `/api/collections/${made.id}`, { body: { title: 'Ok' }, key: made.editKey });
    expect(ok.status).toBe(200);
  });

  it('the edit key never reaches the access log', () => {
    expect(keys.length).toBeGreaterThan(8);
    const log = h.srv.accessLog();
    expect(log).toContain('/api/collections/');
    for (const key of keys) expect(log).not.toContain(key);
    expect(h.srv.errors).toEqual([]);
  });
});
