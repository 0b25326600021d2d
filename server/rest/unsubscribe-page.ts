// The unsubscribe page behind the link in every email (pt or en): confirm, done, or an unknown token.
// Server-rendered HTML with no scripts, no caching and no Referer, since the link carries a secret.
import type { SubscriberLanguage } from '../services/newsletter/newsletter.ts';

export const PATH = '/api/newsletter/unsubscribe';

/** The unsubscribe link carries a secret token: no caching, no Referer, no indexing, no scripts. */
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

const TEXT = {
  pt: {
    htmlLang: 'pt-BR',
    site: 'Vitrine Pública',
    home: '/',
    homeLink: 'Ir para a Vitrine Pública',
    confirmTitle: 'Cancelar inscrição na newsletter',
    address: 'Endereço inscrito:',
    confirmBody:
      'Ao confirmar, apagamos da lista da newsletter o seu e-mail, o idioma escolhido e a data da inscrição. Você não receberá mais nossos e-mails. Fica só o registro do seu consentimento e da saída (quando e como), pelo prazo que a Política de Privacidade indica.',
    button: 'Cancelar inscrição',
    switchLabel: 'Read in English',
    doneTitle: 'Inscrição cancelada',
    doneBody:
      'Seu e-mail foi apagado da lista da newsletter e você não receberá mais nossos e-mails. Se mudar de ideia, é só se inscrever de novo no rodapé do site.',
    invalidTitle: 'Link inválido ou inscrição já cancelada',
    invalidBody:
      'Este link não corresponde a nenhuma inscrição: talvez ela já tenha sido cancelada, ou o link foi copiado pela metade. Se ainda recebe nossos e-mails, use o link do e-mail mais recente.',
  },
  en: {
    htmlLang: 'en',
    site: 'Vitrine Pública',
    home: '/en',
    homeLink: 'Go to Vitrine Pública',
    confirmTitle: 'Unsubscribe from the newsletter',
    address: 'Subscribed address:',
    confirmBody:
      'When you confirm, we delete your email address, chosen language and subscription date from the newsletter list. You will not receive our emails any more. Only the record of your consent and of your leaving (when and how) stays, for the time the privacy policy states.',
    button: 'Unsubscribe',
    switchLabel: 'Ler em português',
    doneTitle: 'You have been unsubscribed',
    doneBody:
      'Your email address has been deleted from the newsletter list and you will not receive our emails any more. If you change your mind, you can subscribe again in the site footer.',
    invalidTitle: 'Invalid link or already unsubscribed',
    invalidBody:
      'This link does not match any subscription: it may already have been cancelled, or the link was copied only in part. If you still receive our emails, use the link in the latest one.',
  },
} as const;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const langParam = (value: string | null | undefined): SubscriberLanguage | undefined =>
  value === 'en' || value === 'pt' ? value : undefined;

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; padding: 0 1rem; font: 1rem/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a202c; background: #f7fafc; }
  main { max-width: 34rem; margin: 3rem auto; padding: 2rem 1.5rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; }
  .site { margin: 0 0 1rem; font-weight: 700; color: #2c5282; }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
  p { margin: 0 0 1rem; }
  .address { font-weight: 600; overflow-wrap: anywhere; }
  button { font: inherit; font-weight: 600; color: #fff; background: #2b6cb0; border: 0; border-radius: 8px; padding: 0.75rem 1.25rem; cursor: pointer; min-height: 44px; }
  button:hover { background: #2c5282; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1a365d; outline-offset: 2px; }
  a { color: #2c5282; }
  nav { margin-top: 1.5rem; display: flex; flex-wrap: wrap; gap: 1rem; }
`;

export function page(lang: SubscriberLanguage, title: string, body: string, status: number): Response {
  const t = TEXT[lang];
  const html = `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${escapeHtml(t.site)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="site">${escapeHtml(t.site)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
  return new Response(html, { status, headers: HTML_HEADERS });
}

const homeLink = (lang: SubscriberLanguage) =>
  `<a href="${escapeHtml(TEXT[lang].home)}">${escapeHtml(TEXT[lang].homeLink)}</a>`;

// Only something shaped like a token is carried over into the other language's link.
const LINKABLE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

function switchLink(lang: SubscriberLanguage, token: string) {
  const other: SubscriberLanguage = lang === 'pt' ? 'en' : 'pt';
  const query: Record<string, string> = LINKABLE_TOKEN.test(token) ? { token, lang: other } : { lang: other };
  const href = `${PATH}?${new URLSearchParams(query)}`;
  return `<a href="${escapeHtml(href)}" lang="${TEXT[other].htmlLang}" hreflang="${TEXT[other].htmlLang}">${escapeHtml(TEXT[lang].switchLabel)}</a>`;
}

export function confirmPage(lang: SubscriberLanguage, token: string, maskedEmail: string): Response {
  const t = TEXT[lang];
  return page(
    lang,
    t.confirmTitle,
    `<p>${escapeHtml(t.address)} <span class="address">${escapeHtml(maskedEmail)}</span></p>
<p>${escapeHtml(t.confirmBody)}</p>
<form method="post" action="${PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${lang}">
<button type="submit">${escapeHtml(t.button)}</button>
</form>
<nav>${switchLink(lang, token)} ${homeLink(lang)}</nav>`,
    200,
  );
}

export function invalidPage(lang: SubscriberLanguage, token: string | null): Response {
  const t = TEXT[lang];
  const links = token === null ? homeLink(lang) : `${switchLink(lang, token)} ${homeLink(lang)}`;
  return page(lang, t.invalidTitle, `<p>${escapeHtml(t.invalidBody)}</p>\n<nav>${links}</nav>`, 404);
}

export function donePage(lang: SubscriberLanguage): Response {
  const t = TEXT[lang];
  return page(lang, t.doneTitle, `<p>${escapeHtml(t.doneBody)}</p>\n<nav>${homeLink(lang)}</nav>`, 200);
}
