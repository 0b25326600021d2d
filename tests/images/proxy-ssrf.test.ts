import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProxyImageHandler } from '../../server/images/index.ts';
import { spyOnConnections } from './support/connection-spy.ts';
import { png } from './support/fixtures.ts';
import { proxyRequest, proxyWorld } from './support/proxy-setup.ts';
import { literalVectors, nameVectors, ssrfAnswers } from './support/ssrf-vectors.ts';
import { sendBytes } from './support/upstream.ts';

let world: Awaited<ReturnType<typeof proxyWorld>>;
let conns: ReturnType<typeof spyOnConnections>;

beforeAll(async () => {
  world = await proxyWorld(ssrfAnswers());
  const image = await png(64, 64);
  world.upstream.route('/ok.png', sendBytes(image));
  world.upstream.route('/ok2.png', sendBytes(image));
  const redirect = (location: string) => (_req: unknown, res: import('node:http').ServerResponse) =>
    res.writeHead(302, { location }).end();
  world.upstream.route('/r/private', redirect('https://10.0.0.1/x.png'));
  world.upstream.route('/r/internal-name', redirect(world.u('/ok.png', 'internal.test')));
  world.upstream.route('/r/not-allowlisted', redirect('https://evil.example/x.png'));
  world.upstream.route('/r/http', redirect(`http://images.test:${world.upstream.port}/ok.png`));
  world.upstream.route('/r/file', redirect('file:///etc/passwd'));
  world.upstream.route('/r/creds', redirect(world.u('/ok.png').replace('https://', 'https://u:p@')));
  world.upstream.route('/r/metadata', redirect('https://169.254.169.254/latest/meta-data/'));
  for (let i = 0; i < 5; i++) world.upstream.route(`/r/chain${i}`, redirect(`/r/chain${i + 1}`));
  world.upstream.route('/r/chain5', sendBytes(image));
  world.upstream.route('/r/two1', redirect('/r/two2'));
  world.upstream.route('/r/two2', redirect('/ok.png'));
  conns = spyOnConnections();
});
afterEach(() => conns.reset());
afterAll(async () => {
  conns.restore();
  await world.upstream.close();
  rmSync(world.dir, { recursive: true, force: true });
});

async function expectRefused(res: Response, statuses: number[] = [400, 403]) {
  expect(statuses).toContain(res.status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(typeof ((await res.json()) as { message: string }).message).toBe('string');
}

describe('proxy SSRF refusals', () => {
  it('has at least 40 literal and 12 DNS vectors', () => {
    expect(literalVectors(1).length).toBeGreaterThanOrEqual(40);
    expect(nameVectors(1).length).toBeGreaterThanOrEqual(12);
  });

  it('refuses literal internal addresses by allowlist and, even when allowlisted, by address', async () => {
    const before = world.upstream.connections();
    for (const target of literalVectors(world.upstream.port)) {
      await expectRefused(await world.prodHandler([])(proxyRequest(target)));
      // Allowlisting the literal host must not help: the address rule still refuses it.
      const host = new URL(target).hostname;
      const res = await world.prodHandler([host])(proxyRequest(target));
      expect(res.status, target).toBe(403);
      await expectRefused(res);
    }
    expect(conns.attempts).toEqual([]);
    expect(world.upstream.connections()).toBe(before);
  });

  it('refuses allowlisted names that resolve to internal addresses at connect time', async () => {
    const before = world.upstream.connections();
    for (const target of nameVectors(world.upstream.port)) {
      const host = new URL(target).hostname;
      const res = await world.prodHandler([host])(proxyRequest(target));
      expect(res.status, target).toBe(403);
      await expectRefused(res);
    }
    // The lookups happened inside socket setup, yet no TCP connection was attempted.
    expect(world.resolver.calls).toEqual(expect.arrayContaining(['private.test', 'mapped.test', 'mixed.test']));
    expect(conns.attempts).toEqual([]);
    expect(world.upstream.connections()).toBe(before);
  });

  it('refuses other schemes, plain http, credentials and odd ports before any lookup', async () => {
    const calls = world.resolver.calls.length;
    const p = world.upstream.port;
    const vectors = [
      `http://images.test:${p}/ok.png`,
      'http://images.test/ok.png',
      'file:///etc/passwd',
      'ftp://images.test/x.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'gopher://127.0.0.1:70/_x',
      'javascript:alert(1)',
      'ws://images.test/',
      `https://user:pass@images.test:${p}/ok.png`,
      `https://user@images.test:${p}/ok.png`,
      'not a url',
      '//[::1]/x',
    ];
    for (const target of vectors) await expectRefused(await world.handler()(proxyRequest(target)), [400, 403, 404]);
    const strict = createProxyImageHandler({
      mediaDir: world.mediaDir,
      cacheDir: world.cacheDir,
      allowedHosts: ['images.test'],
    });
    for (const port of [22, 25, 6379, 8443]) {
      expect((await strict(proxyRequest(`https://images.test:${port}/x.png`))).status).toBe(403);
    }
    expect(world.resolver.calls.length).toBe(calls);
    expect(conns.attempts).toEqual([]);
  });

  it('re-checks every redirect hop against scheme, allowlist and address rules', async () => {
    const h = world.handler(['images.test', 'internal.test']);
    const cases: Array<[string, number]> = [
      ['/r/private', 403],
      ['/r/internal-name', 403],
      ['/r/not-allowlisted', 403],
      ['/r/http', 400],
      ['/r/file', 400],
      ['/r/creds', 400],
      ['/r/metadata', 403],
    ];
    for (const [path, status] of cases) {
      conns.reset();
      const before = world.upstream.connections();
      const res = await h(proxyRequest(world.u(path)));
      expect(res.status, path).toBe(status);
      // Exactly one connection: to the upstream that issued the redirect, none to its target.
      expect(conns.attempts).toEqual([{ address: '127.0.0.1', port: world.upstream.port }]);
      expect(world.upstream.connections()).toBe(before + 1);
    }
  });

  it('follows at most 3 redirects', async () => {
    const h = world.handler();
    expect((await h(proxyRequest(world.u('/r/two1')))).status).toBe(200);
    const res = await h(proxyRequest(world.u('/r/chain0')));
    expect(res.status).toBe(502);
    expect(world.upstream.hits('/r/chain4')).toBe(0);
  });

  it('defeats DNS rebinding: the address is checked on the lookup that the socket uses', async () => {
    const h = world.handler();
    expect((await h(proxyRequest(world.u('/ok.png', 'rebind.test')))).status).toBe(200);
    conns.reset();
    const res = await h(proxyRequest(world.u('/ok2.png', 'rebind.test')));
    expect(res.status).toBe(403);
    expect(conns.attempts).toEqual([]);
    expect(world.upstream.hits('/ok2.png')).toBe(0);
  });

  it('keeps serving after all of the above', async () => {
    const res = await world.handler()(proxyRequest(world.u('/ok.png'), { width: '32', format: 'png' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
