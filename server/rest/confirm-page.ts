// The confirmation page behind the link in the confirmation email (pt or en): the address, the consent
// wording and a button (a GET alone never confirms: mail scanners prefetch links), then done, already
// confirmed, expired or unknown. Server-rendered like the unsubscribe page: no script, no caching.

import { CONFIRM_PATH } from '../services/newsletter/confirm-mail.ts';
import { consentWording, type SubscriberLanguage } from '../services/newsletter/consent.ts';
import { escapeHtml, page } from './unsubscribe-page.ts';

const TEXT = {
  pt: {
    htmlLang: 'pt-BR',
    home: '/',
    homeLink: 'Ir para a Vitrine Pública',
    switchLabel: 'Read in English',
    title: 'Confirme a sua inscrição na newsletter',
    address: 'Endereço:',
    button: 'Confirmar inscrição',
    doneTitle: 'Inscrição confirmada',
    doneBody:
      'Pronto! Você vai receber as novidades da Vitrine Pública neste e-mail. Todo e-mail traz um link para sair quando quiser.',
    alreadyBody: 'Esta inscrição já estava confirmada: você já recebe as novidades neste e-mail.',
    expiredTitle: 'Link de confirmação expirado',
    expiredBody:
      'Este link já não vale. Inscreva-se de novo no rodapé do site para receber um novo link de confirmação.',
    invalidTitle: 'Link de confirmação inválido',
    invalidBody:
      'Este link não corresponde a nenhuma inscrição à espera de confirmação: talvez ela tenha sido cancelada, ou o link foi copiado pela metade.',
  },
  en: {
    htmlLang: 'en',
    home: '/en',
    homeLink: 'Go to Vitrine Pública',
    switchLabel: 'Ler em português',
    title: 'Confirm your newsletter subscription',
    address: 'Address:',
    button: 'Confirm subscription',
    doneTitle: 'Subscription confirmed',
    doneBody:
      'Done! You will receive Vitrine Pública’s updates at this address. Every email has a link to leave whenever you want.',
    alreadyBody: 'This subscription was already confirmed: you already receive the updates at this address.',
    expiredTitle: 'Confirmation link expired',
    expiredBody: 'This link is no longer valid. Subscribe again in the site footer to get a new confirmation link.',
    invalidTitle: 'Invalid confirmation link',
    invalidBody:
      'This link does not match any subscription waiting for confirmation: it may have been cancelled, or the link was copied only in part.',
  },
} as const;

const LINKABLE_TOKEN = /^[A-Za-z0-9._-]{1,128}$/;

function links(lang: SubscriberLanguage, token: string | null) {
  const t = TEXT[lang];
  const other: SubscriberLanguage = lang === 'pt' ? 'en' : 'pt';
  const query: Record<string, string> = token && LINKABLE_TOKEN.test(token) ? { token, lang: other } : { lang: other };
  const href = `${CONFIRM_PATH}?${new URLSearchParams(query)}`;
  const home = `<a href="${escapeHtml(t.home)}">${escapeHtml(t.homeLink)}</a>`;
  const switcher = `<a href="${escapeHtml(href)}" lang="${TEXT[other].htmlLang}" hreflang="${TEXT[other].htmlLang}">${escapeHtml(t.switchLabel)}</a>`;
  return `<nav>${token === null ? home : `${switcher} ${home}`}</nav>`;
}

export function confirmFormPage(lang: SubscriberLanguage, token: string, maskedEmail: string): Response {
  const t = TEXT[lang];
  return page(
    lang,
    t.title,
    `<p>${escapeHtml(t.address)} <span class="address">${escapeHtml(maskedEmail)}</span></p>
<p>${escapeHtml(consentWording(lang).text)}</p>
<form method="post" action="${CONFIRM_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${lang}">
<button type="submit">${escapeHtml(t.button)}</button>
</form>
${links(lang, token)}`,
    200,
  );
}

export function confirmedPage(lang: SubscriberLanguage, already: boolean): Response {
  const t = TEXT[lang];
  return page(
    lang,
    t.doneTitle,
    `<p>${escapeHtml(already ? t.alreadyBody : t.doneBody)}</p>\n${links(lang, null)}`,
    200,
  );
}

export function expiredPage(lang: SubscriberLanguage): Response {
  const t = TEXT[lang];
  return page(lang, t.expiredTitle, `<p>${escapeHtml(t.expiredBody)}</p>\n${links(lang, null)}`, 410);
}

export function invalidConfirmPage(lang: SubscriberLanguage, token: string | null): Response {
  const t = TEXT[lang];
  return page(lang, t.invalidTitle, `<p>${escapeHtml(t.invalidBody)}</p>\n${links(lang, token)}`, 404);
}
