// Issues 52 item 7 and 53 item 9: a screens submission seeded over REST (as the upload page sends it),
// then its old `?token=` link opened in a browser: the site's page (header, footer) shows the status and
// thumbnails of the captures, and the secret is only in the fragment, never in the address's query.
import { postContribution, solvedPayload } from '../api/support/contribute';
import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { appScreenshot } from './support/screenshot';

async function seedScreens(baseURL: string, lang: 'pt' | 'en') {
  const body = { kind: 'screens', app: '1746-rio', language: lang };
  const res = await postContribution(baseURL, { ...body, altcha: await solvedPayload(baseURL) });
  if (res.status !== 201) throw new Error(`contribution: ${res.status} ${await res.text()}`);
  const { token, statusUrl } = (await res.json()) as { token: string; statusUrl: string };
  for (const [i, tint] of ['#1f6feb', '#2da44e'].entries()) {
    const put = await fetch(`${baseURL}/api/contributions/images/${i + 1}?flow=Login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'x-contribution-token': token },
      body: new Uint8Array(await appScreenshot({ title: `Tela ${i + 1}`, tint })),
    });
    if (put.status !== 201) throw new Error(`image: ${put.status} ${await put.text()}`);
  }
  return { token, statusUrl };
}

for (const { lang } of LANGS) {
  test(`a status link shows its status and thumbnails, the token only in the fragment (${lang})`, async ({
    page,
    baseURL,
    axe,
  }) => {
    const { token, statusUrl } = await seedScreens(baseURL as string, lang);
    expect(new URL(statusUrl).search).toBe('');
    expect(new URL(statusUrl).pathname).toBe(at(lang, '/contribuicao/status'));
    const sent: string[] = [];
    page.on('request', (r) => sent.push(r.url().split('#')[0] as string));
    // The old form of the link still works: it lands on the page, the token moved out of the query.
    await page.goto(`/api/contributions/status?token=${token}${lang === 'en' ? '&lang=en' : ''}`);
    await ready(page);
    expect(new URL(page.url()).pathname).toBe(at(lang, '/contribuicao/status'));
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe(`#${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'contributionStatus.title'));
    await expect(page.locator('[data-status="pending"]')).toHaveText(msg(lang, 'contributionStatus.state.pending'));
    const thumbs = page.getByTestId('status-captures').getByRole('img');
    await expect(thumbs).toHaveCount(2);
    await expect(thumbs.first()).toHaveAccessibleName(
      msg(lang, 'contributionStatus.imageAlt', { position: 1, flow: 'Login' }),
    );
    await expect
      .poll(() => thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    // A screens submission without text has no empty "Your text" heading; the site's frame is there.
    await expect(page.getByRole('heading', { name: msg(lang, 'contributionStatus.yourText') })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // No request but the old link itself carried the secret in its address (the page POSTs it).
    expect(sent.filter((u) => u.includes(token))).toEqual([
      expect.stringContaining('/api/contributions/status?token='),
    ]);
    await axe('contribution status');
  });
}
