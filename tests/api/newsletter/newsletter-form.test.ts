// Issue 29 (2): the footer's newsletter form works before the page's script runs (or without it):
// posted as a plain form it subscribes through the same service and answers with a page in the
// visitor's language; the address never appears in a URL; another site's page cannot post it.
import { describe, expect, it } from 'vitest';
import { fromAnotherSite } from '../../../server/rest/form.ts';
import { seededApi } from '../../support/harness.ts';

const h = seededApi(undefined, { rateLimits: { newsletterPerHour: 1000 } });

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${h.srv.base}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.srv.base, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('the newsletter form without its script', () => {
  it('subscribes and answers a page in the visitor’s language with a way back', async () => {
    const res = await post({ email: 'Sem.Script@Exemplo.gov.br', language: 'pt', back: '/screens?tag=form' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="pt-BR">');
    // Double opt-in: the page says to look for the confirmation email.
    expect(html).toContain('Confira o seu e-mail');
    expect(html).toContain('href="/screens?tag=form"');
    expect(html).not.toContain('sem.script');
    const stored = await h.db.prisma.newsletterSubscriber.findUnique({ where: { email: 'sem.script@exemplo.gov.br' } });
    expect(stored?.language).toBe('pt');
  });

  it('says already subscribed, invalid or refused, in English when asked', async () => {
    // The owner confirmed it (the confirmation itself is tested in newsletter-mail.test.ts).
    await h.db.prisma.newsletterSubscriber.update({
      where: { email: 'sem.script@exemplo.gov.br' },
      data: { status: 'confirmed' },
    });
    const again = await post({ email: 'sem.script@exemplo.gov.br', language: 'en', back: '/en' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Already subscribed');
    const invalid = await post({ email: 'não é um e-mail', language: 'en' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('Invalid email');
    const elsewhere = await post({ email: 'alvo@exemplo.gov.br', language: 'pt' }, { origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    expect(await h.db.prisma.newsletterSubscriber.count({ where: { email: 'alvo@exemplo.gov.br' } })).toBe(0);
  });

  it('the way back is only ever a path of this site', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example']) {
      const html = await (await post({ email: `volta${back.length}@exemplo.gov.br`, language: 'pt', back })).text();
      expect(html, back).toContain('href="/"');
      expect(html, back).not.toContain('evil.example');
    }
  });

  it('the JSON API is unchanged', async () => {
    const res = await fetch(`${h.srv.base}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'json@exemplo.gov.br' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ message: 'Subscribed' });
  });

  it('"another site" is judged by Sec-Fetch-Site, else by Origin against the configured address or the host asked for', () => {
    const req = (origin: string | null, fetchSite?: string, host = 'vitrine.example.gov.br') =>
      new Request('http://127.0.0.1:3000/api/newsletter/subscribe', {
        method: 'POST',
        headers: { ...(origin ? { origin } : {}), ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}), host },
      });
    expect(fromAnotherSite(req(null))).toBe(false); // no Origin: an old browser or no script at all
    expect(fromAnotherSite(req('http://127.0.0.1:3000'))).toBe(false);
    expect(fromAnotherSite(req('https://vitrine.example.gov.br'))).toBe(false); // behind a proxy, no PUBLIC_URL
    expect(fromAnotherSite(req('https://evil.example'))).toBe(true);
    // Issue 52 (5): an opaque origin (sandboxed iframe, data: document) is never this site's page.
    expect(fromAnotherSite(req('null'))).toBe(true);
    // The browser's own word wins over an Origin that looks like ours, both ways.
    expect(fromAnotherSite(req('http://127.0.0.1:3000', 'cross-site'))).toBe(true);
    expect(fromAnotherSite(req('https://vitrine.example.gov.br', 'same-site'))).toBe(true);
    expect(fromAnotherSite(req('null', 'cross-site'))).toBe(true);
    expect(fromAnotherSite(req('http://127.0.0.1:3000', 'same-origin'))).toBe(false);
    expect(fromAnotherSite(req(null, 'none'))).toBe(false); // the visitor's own act (address bar, bookmark)
  });

  it('a hostile page cannot subscribe its visitors: Origin null or Sec-Fetch-Site cross-site is refused', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: h.srv.base, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const [i, headers] of cases.entries()) {
      const email = `nulo${i}@exemplo.gov.br`;
      const res = await post({ email, language: 'en' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toContain('<html lang="en">');
      expect(await h.db.prisma.newsletterSubscriber.count({ where: { email } })).toBe(0);
    }
    // The site's own page, as a browser sends it.
    const own = await post({ email: 'proprio@exemplo.gov.br', language: 'pt' }, { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(await h.db.prisma.newsletterSubscriber.count({ where: { email: 'proprio@exemplo.gov.br' } })).toBe(1);
  });
});
