// Visitors send screens (issue 37), from the stored copy to the catalogue: what arrives is re-encoded
// without its metadata (EXIF author and location), upright and bounded; approval hosts the images,
// creates the app the visitor described and the screens (public in REST and the gallery, their hosted
// files load, still without metadata), the OCR job makes their words searchable, and the private
// copies are gone; rejection deletes the images at once; an unreviewed submission expires with its
// images. Refusals: contribution-images.test.ts; before a decision: contribution-images-pending.test.ts.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sweepContributions } from '../../../server/services/contributions/contributions.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import type { ServiceContext } from '../../../server/services/platform/context.ts';
import { adminToken, seededApi } from '../../support/harness.ts';
import { testMediaDir } from '../../support/media.ts';
import { CHEAP_POW } from '../support/contribute.ts';
import { answerOf, putImage, screenshot, submitScreens } from '../support/screens-upload.ts';

// What the stand-in recognizer reads in every screenshot.
const WORDS = 'Protocolo buraco calçada';
const h = seededApi((db) => ensureAdminUser(db, 'moderadora', 'moderation password'), {
  env: CHEAP_POW,
  rateLimits: { contributionsPerHour: 100, contributionImagesPerHour: 100 },
  recognizer: { recognize: async () => WORDS, close: async () => {} },
  cache: {}, // the edge response cache, as in production: an approval must reach kept answers
});

const DAY_MS = 86_400_000;
const PT = { 'accept-language': 'pt-BR' };
const SECRET = 'Secret Person';
const latestId = async () => (await h.db.prisma.contribution.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;
const submit = (body: Record<string, unknown>) => submitScreens(h.srv.base, body, latestId);
const get = (path: string) => fetch(`${h.srv.base}${path}`);
const json = async (path: string) => (await get(path)).json() as Promise<any>;
const names = async (path: string) => ((await json(path)).screens as { name: string }[]).map((s) => s.name).sort();
const imagesOf = (id: number) => h.db.prisma.contributionImage.findMany({ where: { contributionId: id } });

let token = '';
const admin = async (query: string, variables?: object) => {
  token ||= await adminToken(h.srv.base, 'moderadora', 'moderation password');
  return (await h.srv.gql(query, variables, token)).body.data;
};
const APPROVE = `mutation($id: Int!, $input: ApproveContributionInput) {
  approveContribution(id: $id, input: $input) {
    __typename ... on ApproveContributionSuccess { data { status resultAppId } } ... on Error { code message }
  } }`;
const approve = async (id: number, input?: object) => (await admin(APPROVE, { id, input })).approveContribution;

/** A phone photo: EXIF with its author and a GPS position, and an orientation tag (stored sideways). */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp', width: number, height: number, orientation?: number) {
  let image = sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .toFormat(format)
    .withExif({
      IFD0: { Artist: SECRET, Software: 'Câmera 9.1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '8/1 3/1 14/1', GPSLongitudeRef: 'W', GPSLongitude: '34/1 52/1 51/1' },
    });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}
const GPS_IFD = Buffer.from([0x25, 0x88]); // the GPSInfo tag (0x8825), little-endian as sharp writes it

/** No metadata survives: a plain PNG of pixels. */
async function expectClean(bytes: Buffer, what: string) {
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.exif, meta.xmp, meta.iptc, meta.orientation], what).toEqual([
    'png',
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  expect(bytes.includes(SECRET), what).toBe(false);
}

const NEW_APP = {
  appName: 'Zeladoria Recife',
  appType: 'Municipal',
  appPlatform: 'Android',
  appCountry: 'Brasil',
  appLink: 'https://zeladoria.recife.pe.gov.br',
  message: 'Telas do pedido de conserto de calçada.',
};
const sent = { token: '', id: 0 };

describe('cleaned on arrival', () => {
  it('EXIF (author, GPS position) is dropped, the orientation applied, the size bounded', async () => {
    Object.assign(sent, await submit(NEW_APP));
    const uploads = [
      { bytes: await phonePhoto('jpeg', 420, 240, 6), flow: 'Pedido', notes: 'Foto tirada de lado', size: [240, 420] },
      { bytes: await phonePhoto('png', 240, 420), flow: 'Pedido', notes: 'Formulário do pedido', size: [240, 420] },
      { bytes: await phonePhoto('webp', 240, 420), flow: 'Acompanhamento', notes: undefined, size: [240, 420] },
      // Wider than 2000 px: resized inside 2000 × 6000.
      {
        bytes: await screenshot('#f0f0f0', 'png', 2400, 300),
        flow: 'Acompanhamento',
        notes: 'Mapa',
        size: [2000, 250],
      },
    ];
    for (const [i, u] of uploads.entries()) {
      if (i < 3) {
        const before = await sharp(u.bytes).metadata();
        expect(before.exif?.includes(SECRET) && before.exif.includes(GPS_IFD), `upload ${i + 1} has EXIF`).toBe(true);
      }
      const res = await putImage(h.srv.base, sent.token, i + 1, u.bytes, { flow: u.flow, notes: u.notes });
      expect([res.status, await res.json()]).toEqual([
        201,
        { position: i + 1, flow: u.flow, notes: u.notes ?? null, width: u.size[0], height: u.size[1] },
      ]);
    }
    const rows = await imagesOf(sent.id);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const bytes = Buffer.from(row.bytes);
      await expectClean(bytes, `stored ${row.position}`);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([row.width, row.height]);
    }
  });
});

describe('approval', () => {
  it("publishes a described new app (live, with the visitor's fields) and its screens, hosted and clean", async () => {
    const done = await approve(sent.id);
    expect(done).toMatchObject({ __typename: 'ApproveContributionSuccess', data: { status: 'approved' } });
    const seen = await json(`/api/contributions/status?token=${sent.token}`);
    expect(seen).toMatchObject({ status: 'approved', appSlug: 'zeladoria-recife', imageCount: 0 });
    // The status page's thumbnails: the published screens, in the visitor's order, from their public addresses.
    expect(seen.images.map((i: { position: number; src: string }) => [i.position, i.src])).toEqual(
      [1, 2, 3, 4].map((n) => [n, expect.stringMatching(new RegExp(`^/media/screens/contribution-\\d+-${n}-`))]),
    );
    expect(seen.images[0]).toMatchObject({ flow: 'Pedido', name: 'Foto tirada de lado' });
    expect(await json('/api/apps/zeladoria-recife')).toMatchObject({
      id: done.data.resultAppId,
      name: 'Zeladoria Recife',
      type: 'Municipal',
      platform: 'Android',
      country: 'Brasil',
      url: 'https://zeladoria.recife.pe.gov.br',
      planned: false,
    });
    // In the order they were sent (the listing groups them by flow).
    const listed = (await json('/api/apps/zeladoria-recife/screens')) as any[];
    const screens = listed.sort((a, b) => a.flowOrder - b.flowOrder);
    // Approved with no captures named: each with its suggestion (issue 53), alt text included.
    expect(screens.map((s) => [s.flowOrder, s.flow, s.name, s.description])).toEqual([
      [1, 'Pedido', 'Foto tirada de lado', 'Foto tirada de lado'],
      [2, 'Pedido', 'Formulário do pedido', 'Formulário do pedido'],
      [
        3,
        'Acompanhamento',
        'Acompanhamento 1',
        'Tela “Acompanhamento 1” do fluxo Acompanhamento do aplicativo Zeladoria Recife.',
      ],
      [4, 'Acompanhamento', 'Mapa', 'Mapa'],
    ]);
    expect(screens[3].altText).toBe('Captura de tela do aplicativo Zeladoria Recife: Mapa.');
    // The gallery lists them, and their hosted files load: cleaned PNGs, upright.
    expect(await names('/api/screens?app=zeladoria-recife')).toEqual(screens.map((s) => s.name).sort());
    for (const [i, s] of screens.entries()) {
      expect(s.cloudinaryUrl).toMatch(
        new RegExp(`^/media/screens/contribution-${sent.id}-${i + 1}-[0-9a-f]{32}\\.png$`),
      );
      const hosted = await get(s.cloudinaryUrl);
      expect([hosted.status, hosted.headers.get('content-type')]).toEqual([200, 'image/png']);
      const bytes = Buffer.from(await hosted.arrayBuffer());
      await expectClean(bytes, s.cloudinaryUrl);
      if (i === 0) expect((await sharp(bytes).metadata()).height).toBe(420);
      const card = await get(`/proxy-image?url=${encodeURIComponent(s.cloudinaryUrl)}&width=320`);
      expect(card.status).toBe(200);
    }
    // The private copies are gone; the decision and each screen are audited.
    expect(await imagesOf(sent.id)).toEqual([]);
    const audit = await fetch(`${h.srv.base}/api/admin/audit?first=6`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await audit.json()) as any[]).map((a) => a.action)).toEqual([
      'contribution.approve',
      'screen.create',
      'screen.create',
      'screen.create',
      'screen.create',
      'app.create',
    ]);
    // A decided submission takes no more images.
    const late = await putImage(h.srv.base, sent.token, 5, await screenshot('#123123'), { flow: 'Pedido' });
    expect(await answerOf(late)).toEqual({
      status: 409,
      reason: 'CONTRIBUTION_DECIDED',
      message: 'This submission was already approved.',
    });
    expect(await imagesOf(sent.id)).toEqual([]);
  });

  it('once the OCR job has read them, the words in the screenshots are found by search', async () => {
    expect(await names('/api/screens?search=calçada')).toEqual([]);
    await h.srv.jobs.drainOcr();
    expect(await names('/api/screens?search=calçada')).toEqual(
      ['Acompanhamento 1', 'Foto tirada de lado', 'Formulário do pedido', 'Mapa'].sort(),
    );
    const gql = `{ screens(filter: { search: "protocolo buraco" }) { totalCount } }`;
    expect((await h.srv.gql(gql)).body.data.screens.totalCount).toBe(4);
  });

  it('screens of an app in the catalogue come after its last, in answers the cache had kept; no app is made', async () => {
    const path = '/api/apps/caixa-tem/screens';
    const before = (await json(path)) as any[];
    expect((await get(path)).headers.get('x-cache')).toMatch(/HIT/i);
    const apps = await h.db.prisma.app.count();
    const { token: t, id } = await submit({ app: 'caixa-tem', message: '' });
    expect(
      (await putImage(h.srv.base, t, 1, await screenshot('#0a7a3a'), { flow: 'Saldo', notes: 'Extrato' })).status,
    ).toBe(201);
    expect((await approve(id)).data.status).toBe('approved');
    const after = (await json(path)) as any[];
    expect(after.map((s) => s.name)).toEqual([...before.map((s) => s.name), 'Extrato']);
    expect(after.at(-1).flowOrder).toBeGreaterThan(Math.max(...before.map((s) => s.flowOrder)));
    expect(await h.db.prisma.app.count()).toBe(apps);
  });

  it('an image changed after the moderator looked is never published unseen (409, nothing public)', async () => {
    const { token: t, id } = await submit({ app: 'caixa-tem' });
    await putImage(h.srv.base, t, 1, await screenshot('#112233'), { flow: 'Saldo' });
    const VERSION = 'query($s: ContributionStatus) { contributions(status: $s) { id imagesVersion } }';
    const seen = (await admin(VERSION, { s: 'pending' })).contributions.find((c: any) => c.id === id).imagesVersion;
    await putImage(h.srv.base, t, 1, await screenshot('#332211'), { flow: 'Saldo' });
    const screens = await h.db.prisma.screen.count();
    expect(await approve(id, { imagesVersion: seen })).toMatchObject({
      __typename: 'ConflictError',
      code: 'CONTRIBUTION_IMAGES_CHANGED',
    });
    expect(await h.db.prisma.screen.count()).toBe(screens);
    expect((await json(`/api/contributions/status?token=${t}`)).status).toBe('pending');
    const now = (await admin(VERSION, { s: 'pending' })).contributions.find((c: any) => c.id === id).imagesVersion;
    expect(now).not.toBe(seen);
    expect((await approve(id, { imagesVersion: now })).data.status).toBe('approved');
  });

  it('a submission without screenshots cannot be approved: it stays pending', async () => {
    const { token: t, id } = await submit({ app: 'caixa-tem' });
    expect(await approve(id)).toEqual({
      __typename: 'ValidationError',
      code: 'CONTRIBUTION_NO_IMAGES',
      message: 'This submission has no screenshots yet',
    });
    expect((await json(`/api/contributions/status?token=${t}`)).status).toBe('pending');
  });
});

// Issue 52 item 3: an approval that does not commit leaves nothing on the image host.
const hostedOf = (id: number) => {
  const dir = join(testMediaDir(), 'screens');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(`contribution-${id}-`)) : [];
};

describe('an approval that fails, or dies before its commit', () => {
  it('deletes what it hosted: the screenshots are never public, and rejecting them leaves none', async () => {
    // The app's name is taken: the transaction is refused after the images were hosted.
    const { token: t, id } = await submit({ ...NEW_APP, appName: 'Caixa Tem' });
    for (const p of [1, 2]) {
      expect((await putImage(h.srv.base, t, p, await screenshot(`#5${p}5${p}5${p}`), { flow: 'Saldo' })).status).toBe(
        201,
      );
    }
    expect(await approve(id)).toMatchObject({ __typename: 'ValidationError' });
    expect(hostedOf(id)).toEqual([]);
    const reject = 'mutation($id: Int!) { rejectContribution(id: $id, reason: "Aplicativo repetido.") { __typename } }';
    expect((await admin(reject, { id })).rejectContribution.__typename).toBe('RejectContributionSuccess');
    expect(hostedOf(id)).toEqual([]);
  });

  it('the sweep removes hosted contribution files no screen points to, keeps published ones, tells the admin', async () => {
    const dir = join(testMediaDir(), 'screens');
    const published = readdirSync(dir).filter((f) => f.startsWith('contribution-'));
    expect(published.length).toBeGreaterThan(0);
    // What a crash between the uploads and the commit leaves behind.
    const orphan = 'contribution-999-1-0123456789abcdef0123456789abcdef.png';
    writeFileSync(join(dir, orphan), await screenshot('#999999'));
    expect((await get(`/media/screens/${orphan}`)).status).toBe(200);
    // Younger than the grace (an approval may be uploading right now): kept.
    expect(await h.srv.jobs.sweepScreenshots()).toEqual([]);
    expect(await h.srv.jobs.sweepScreenshots(new Date(), 0)).toEqual([`screens/${orphan}`]);
    expect((await get(`/media/screens/${orphan}`)).status).toBe(404);
    expect(readdirSync(dir).filter((f) => f.startsWith('contribution-'))).toEqual(published);
    for (const file of published) expect((await get(`/media/screens/${file}`)).status).toBe(200);
    const audit = await fetch(`${h.srv.base}/api/admin/audit?first=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await audit.json()) as any[])[0]).toMatchObject({
      action: 'contribution.images.sweep',
      summary: expect.stringContaining(orphan),
    });
  });
});

describe('rejection', () => {
  it('deletes the images at once; the token then adds none (409, nothing stored)', async () => {
    const { token: t, id } = await submit({ app: 'caixa-tem' });
    for (const p of [1, 2]) {
      expect((await putImage(h.srv.base, t, p, await screenshot(`#40${p}040`), { flow: 'Saldo' })).status).toBe(201);
    }
    expect(await imagesOf(id)).toHaveLength(2);
    const reject =
      'mutation($id: Int!) { rejectContribution(id: $id, reason: "Mostra o CPF de alguém.") { __typename } }';
    expect((await admin(reject, { id })).rejectContribution.__typename).toBe('RejectContributionSuccess');
    expect(await imagesOf(id)).toEqual([]);
    const late = await putImage(h.srv.base, t, 1, await screenshot('#404040'), { flow: 'Saldo' }, PT);
    expect(await answerOf(late)).toEqual({
      status: 409,
      reason: 'CONTRIBUTION_DECIDED',
      message: 'Este envio já foi recusado.',
    });
    expect(await imagesOf(id)).toEqual([]);
    expect(await json(`/api/contributions/status?token=${t}`)).toMatchObject({ status: 'rejected', imageCount: 0 });
  });
});

describe('expiry', () => {
  it('a submission nobody decided expires after 90 days, and its screenshots are deleted with it', async () => {
    const { token: t, id } = await submit({ app: 'caixa-tem' });
    expect((await putImage(h.srv.base, t, 1, await screenshot('#7a0a3a'), { flow: 'Saldo' })).status).toBe(201);
    const ctx = { db: h.db.prisma } as ServiceContext;
    await sweepContributions(ctx, new Date(Date.now() + 89 * DAY_MS));
    expect(await imagesOf(id)).toHaveLength(1);
    await sweepContributions(ctx, new Date(Date.now() + 91 * DAY_MS));
    expect((await json(`/api/contributions/status?token=${t}`)).status).toBe('expired');
    expect(await imagesOf(id)).toEqual([]);
    expect(h.srv.errors).toEqual([]);
  });
});

describe('curated approval (issue 53)', () => {
  const IMAGES = `query($s: ContributionStatus) { contributions(status: $s) { id imagesVersion
    images { position suggestion { name flow tags description altText } } } }`;
  const pendingOne = async (id: number) =>
    (await admin(IMAGES, { s: 'pending' })).contributions.find((c: any) => c.id === id);

  it('each capture is suggested a name, flow, tags, description and alt text; only the confirmed ones go live', async () => {
    const { token: t, id } = await submit({ app: 'caixa-tem' });
    const shots = [
      { flow: 'Login', notes: undefined, tint: '#0a3a7a' },
      { flow: 'Login', notes: 'Mostra o CPF de alguém', tint: '#0a7a7a' },
      { flow: 'Perfil', notes: 'Meus dados e configurações', tint: '#7a7a0a' },
    ];
    for (const [i, shot] of shots.entries()) {
      const res = await putImage(h.srv.base, t, i + 1, await screenshot(shot.tint), {
        flow: shot.flow,
        notes: shot.notes,
      });
      expect(res.status).toBe(201);
    }
    // The OCR job has read each screenshot (the stand-in reads WORDS): its words join the suggestions.
    await h.srv.jobs.drainOcr();
    const seen = await pendingOne(id);
    expect(seen.images.map((i: any) => i.suggestion)).toEqual([
      {
        name: 'Login 1',
        flow: 'Login',
        tags: ['login'],
        description: 'Tela “Login 1” do fluxo Login do aplicativo Caixa Tem.',
        altText: 'Captura de tela do aplicativo Caixa Tem: Login 1. Mostra: “Protocolo buraco calçada”.',
      },
      {
        name: 'Mostra o CPF de alguém',
        flow: 'Login',
        tags: ['login', 'form'],
        description: 'Mostra o CPF de alguém',
        altText: 'Captura de tela do aplicativo Caixa Tem: Mostra o CPF de alguém. Mostra: “Protocolo buraco calçada”.',
      },
      {
        name: 'Meus dados e configurações',
        flow: 'Perfil',
        tags: ['profile', 'settings'],
        description: 'Meus dados e configurações',
        altText:
          'Captura de tela do aplicativo Caixa Tem: Meus dados e configurações. Mostra: “Protocolo buraco calçada”.',
      },
    ]);
    const before = await h.db.prisma.screen.count();

    // Refused, nothing published: a position the submission lacks, one named twice, none, a blank name.
    const one = { position: 1, name: 'Entrar', flow: 'Login' };
    const refusals = [
      [[{ ...one, position: 4 }], 'screens.0.position', 'CONTRIBUTION_IMAGE_NOT_FOUND'],
      [[one, one], 'screens.1.position', 'CONTRIBUTION_IMAGE_TWICE'],
      [[], 'screens', 'CONTRIBUTION_NONE_CHOSEN'],
      [[{ ...one, name: '  ' }], 'screens.0.name', 'FIELD_REQUIRED'],
    ] as const;
    const ISSUES = `mutation($id: Int!, $input: ApproveContributionInput) { approveContribution(id: $id, input: $input) {
      __typename ... on ValidationError { issues { path code } } } }`;
    for (const [screens, path, code] of refusals) {
      const answer = (await admin(ISSUES, { id, input: { screens, imagesVersion: seen.imagesVersion } }))
        .approveContribution;
      expect(answer, code).toEqual({ __typename: 'ValidationError', issues: [{ path, code }] });
    }
    expect(await h.db.prisma.screen.count()).toBe(before);
    expect(await imagesOf(id)).toHaveLength(3);

    // The moderator leaves out the capture showing someone's CPF and edits the others.
    const done = await approve(id, {
      imagesVersion: seen.imagesVersion,
      screens: [
        {
          position: 3,
          name: 'Meu perfil',
          flow: 'Perfil',
          tags: ['Profile', 'settings'],
          altText: 'Perfil com nome e e-mail',
        },
        {
          position: 1,
          name: 'Entrar com gov.br',
          flow: 'Login',
          tags: ['login', 'button'],
          description: 'Primeira tela.',
          altText: 'Tela de entrada com o botão Entrar com gov.br',
        },
      ],
    });
    expect(done.data.status).toBe('approved');
    const added = await h.db.prisma.screen.findMany({
      where: { airtableId: { startsWith: `contribution-${id}-` } },
      orderBy: { order: 'asc' },
    });
    expect(added.map((s) => [s.name, s.flow, s.tags, s.description, s.altText])).toEqual([
      [
        'Entrar com gov.br',
        'Login',
        ['login', 'button'],
        'Primeira tela.',
        'Tela de entrada com o botão Entrar com gov.br',
      ],
      ['Meu perfil', 'Perfil', ['profile', 'settings'], null, 'Perfil com nome e e-mail'],
    ]);
    // Public as confirmed; the left-out capture was never hosted, and no private copy is left.
    const listed = (await json('/api/apps/caixa-tem/screens')) as any[];
    expect(listed.find((s) => s.name === 'Meu perfil')).toMatchObject({
      altText: 'Perfil com nome e e-mail',
      tags: ['profile', 'settings'],
    });
    for (const s of added) expect((await get(s.imageUrl)).status, s.name).toBe(200);
    // Hosted files carry the capture's position: none for position 2, one each for 1 and 3.
    expect(
      hostedOf(id)
        .map((f) => Number(f.split('-')[2]))
        .sort(),
    ).toEqual([1, 3]);
    expect(await imagesOf(id)).toEqual([]);
  });
});
