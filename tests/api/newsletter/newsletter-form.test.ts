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

  it('"another site" is judged by Origin against the configured address or the host asked for', () => {
    const req = (origin: string | null, host = 'vitrine.example.gov.br') =>
      new Request('http://127.0.0.1:3000/api/newsletter/subscribe', {
        method: 'POST',
        headers: { ...(origin ? { origin } : {}), host },
      });
    expect(fromAnotherSite(req(null))).toBe(false); // no Origin: an old browser or no script at all
    expect(fromAnotherSite(req('http://127.0.0.1:3000'))).toBe(false);
    expect(fromAnotherSite(req('https://vitrine.example.gov.br'))).toBe(false); // behind a proxy, no PUBLIC_URL
    expect(fromAnotherSite(req('https://evil.example'))).toBe(true);
  });
});
