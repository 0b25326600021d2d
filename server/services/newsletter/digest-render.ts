// One digest message in one language: an HTML part (tables and inline styles, the only layout mail
// clients agree on; JPEG images at a fixed width, since several clients show no WebP) and a plain-text
// part with the same content. Each recipient's unsubscribe link replaces UNSUBSCRIBE_PLACEHOLDER.
import { imageUrl } from '../../../web/src/lib/image-url.ts';
import { absolute, appPage, type Site, screenPage } from '../catalogue/public-urls.ts';
import { isIllustrative } from '../open-data/open-data.ts';
import type { SubscriberLanguage } from './consent.ts';
import type { DigestData, DigestPart } from './digest-types.ts';

export const UNSUBSCRIBE_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';
/** Shown at 140 px, fetched at 320 (the card variant): sharp on 2× screens. */
const THUMB = { show: 140, fetch: 320 };

const TEXT = {
  pt: {
    htmlLang: 'pt-BR',
    subject: (apps: number, screens: number) =>
      `Vitrine Pública: ${apps ? `${apps} ${apps === 1 ? 'aplicativo novo' : 'aplicativos novos'} e ` : ''}${screens} ${screens === 1 ? 'tela nova' : 'telas novas'}`,
    intro: (since: string) => `O que ficou público na Vitrine Pública desde ${since}.`,
    newApps: 'Aplicativos novos',
    newScreens: 'Telas novas',
    screensOf: (n: number) => (n === 1 ? '1 tela nova' : `${n} telas novas`),
    openApp: 'Ver o aplicativo',
    more: 'Há mais telas novas: veja todas na galeria',
    illustrative: 'conteúdo ilustrativo (demonstração)',
    why: 'Você recebe este e-mail porque confirmou a inscrição na newsletter da Vitrine Pública.',
    unsubscribe: 'Cancelar inscrição',
    site: 'Ir para a Vitrine Pública',
  },
  en: {
    htmlLang: 'en',
    subject: (apps: number, screens: number) =>
      `Vitrine Pública: ${apps ? `${apps} new ${apps === 1 ? 'app' : 'apps'} and ` : ''}${screens} new ${screens === 1 ? 'screen' : 'screens'}`,
    intro: (since: string) => `What became public on Vitrine Pública since ${since}.`,
    newApps: 'New apps',
    newScreens: 'New screens',
    screensOf: (n: number) => (n === 1 ? '1 new screen' : `${n} new screens`),
    openApp: 'Open the app',
    more: 'There are more new screens: see them all in the gallery',
    illustrative: 'illustrative demo content',
    why: 'You receive this email because you confirmed your subscription to the Vitrine Pública newsletter.',
    unsubscribe: 'Unsubscribe',
    site: 'Go to Vitrine Pública',
  },
} as const;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
// Control characters (the feed strips them too) have no place in a message.
const printable = (c: string) => {
  const n = c.codePointAt(0) ?? 0;
  return n === 0x9 || n === 0xa || n === 0xd || (n >= 0x20 && n !== 0x7f);
};
const clean = (s: string | null | undefined) => [...(s ?? '')].filter(printable).join('');

const day = (d: Date, lang: SubscriberLanguage) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-BR', {
    dateStyle: 'long',
    timeZone: 'America/Sao_Paulo',
  }).format(d);

export function renderDigest(data: DigestData, site: Site, lang: SubscriberLanguage): DigestPart {
  const t = TEXT[lang];
  const local: Site = { origin: `${site.origin}${lang === 'en' ? '/en' : ''}` };
  const gallery = `${local.origin}/screens`;
  const picture = (src: string) => absolute(site, imageUrl(src, { width: THUMB.fetch, format: 'jpeg', quality: 80 }));
  const subject = t.subject(data.newApps.length, data.screenCount);
  const intro = t.intro(day(data.since, lang));

  const html: string[] = [];
  const text: string[] = [subject, '', intro, ''];
  if (data.newApps.length) {
    html.push(
      `<h2 style="font-size:18px;margin:24px 0 8px">${esc(t.newApps)}</h2><ul style="margin:0;padding-left:20px">`,
    );
    text.push(`${t.newApps}:`);
    for (const app of data.newApps) {
      const href = appPage(local, app.slug);
      const about = clean(app.appInfo).slice(0, 160);
      html.push(
        `<li style="margin:0 0 6px"><a href="${esc(href)}" style="color:#2c5282;font-weight:600">${esc(clean(app.name))}</a>${about ? ` — ${esc(about)}` : ''}</li>`,
      );
      text.push(`- ${clean(app.name)}: ${href}`);
    }
    html.push('</ul>');
    text.push('');
  }
  html.push(`<h2 style="font-size:18px;margin:24px 0 8px">${esc(t.newScreens)}</h2>`);
  text.push(`${t.newScreens}:`);
  for (const group of data.groups) {
    const appHref = appPage(local, group.app.slug);
    html.push(
      `<h3 style="font-size:16px;margin:20px 0 4px"><a href="${esc(appHref)}" style="color:#1a202c">${esc(clean(group.app.name))}</a></h3>`,
      `<p style="margin:0 0 8px;color:#4a5568;font-size:14px">${esc(t.screensOf(group.screens.length))} · <a href="${esc(appHref)}" style="color:#2c5282">${esc(t.openApp)}</a></p>`,
      '<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>',
    );
    text.push('', `${clean(group.app.name)} (${t.screensOf(group.screens.length)}): ${appHref}`);
    group.screens.forEach((s, i) => {
      const href = screenPage(local, s.app.slug, s.airtableId);
      const label = clean(s.name) + (isIllustrative(s.airtableId) ? ` (${t.illustrative})` : '');
      if (i > 0 && i % 3 === 0) html.push('</tr><tr>');
      html.push(
        `<td valign="top" style="padding:0 12px 16px 0;width:${THUMB.show}px">` +
          `<a href="${esc(href)}"><img src="${esc(picture(s.cloudinaryUrl ?? s.imageUrl))}" width="${THUMB.show}" alt="${esc(clean(s.altText ?? s.name))}" style="display:block;width:${THUMB.show}px;max-width:100%;height:auto;border:1px solid #e2e8f0;border-radius:8px"></a>` +
          `<a href="${esc(href)}" style="display:block;margin-top:6px;font-size:13px;color:#2c5282">${esc(label)}</a></td>`,
      );
      text.push(`- ${label}: ${href}`);
    });
    html.push('</tr></table>');
  }
  if (data.more) {
    html.push(
      `<p style="margin:16px 0"><a href="${esc(gallery)}" style="color:#2c5282;font-weight:600">${esc(t.more)}</a></p>`,
    );
    text.push('', `${t.more}: ${gallery}`);
  }
  text.push('', '--', t.why, `${t.unsubscribe}: ${UNSUBSCRIBE_PLACEHOLDER}`, `${t.site}: ${local.origin}`, '');

  const page = `<!doctype html>
<html lang="${t.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#f7fafc">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">
<p style="margin:0 0 4px;font-weight:700;color:#2c5282"><a href="${esc(local.origin)}" style="color:#2c5282;text-decoration:none">Vitrine Pública</a></p>
<h1 style="font-size:22px;line-height:1.3;margin:0 0 8px">${esc(subject)}</h1>
<p style="margin:0 0 8px;color:#4a5568">${esc(intro)}</p>
${html.join('\n')}
<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0 12px">
<p style="margin:0 0 8px;font-size:13px;color:#4a5568">${esc(t.why)}</p>
<p style="margin:0;font-size:13px"><a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#2c5282">${esc(t.unsubscribe)}</a> · <a href="${esc(local.origin)}" style="color:#2c5282">${esc(t.site)}</a></p>
</div>
</body></html>
`;
  return { subject, html: page, text: text.join('\n') };
}
