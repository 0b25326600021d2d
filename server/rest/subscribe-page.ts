// The newsletter form's answer when it is posted as a plain form (before the page's script has run,
// or without it): a small page in the visitor's language saying what happened, with a way back to the
// page it came from. The address never travels in a URL.
import type { SubscriberLanguage } from '../services/newsletter/newsletter.ts';
import { escapeHtml, page } from './unsubscribe-page.ts';

export type SubscribeOutcome = 'subscribed' | 'already' | 'invalid' | 'limited' | 'refused';

const TEXT: Record<SubscriberLanguage, Record<SubscribeOutcome, [string, string]> & { back: string }> = {
  pt: {
    subscribed: [
      'Confira o seu e-mail',
      'Enviamos um link de confirmação para o endereço informado. Abra o e-mail e confirme para começar a receber as novidades da Vitrine Pública. Se não chegar em alguns minutos, veja a pasta de spam.',
    ],
    already: ['E-mail já inscrito', 'Este e-mail já está na lista da newsletter.'],
    invalid: ['E-mail inválido', 'Digite um endereço de e-mail válido e tente de novo.'],
    limited: ['Muitas tentativas', 'Espere alguns minutos e tente de novo.'],
    refused: ['Formulário recusado', 'Use o formulário do rodapé da Vitrine Pública.'],
    back: 'Voltar à página',
  },
  en: {
    subscribed: [
      'Check your inbox',
      'We sent a confirmation link to that address. Open the email and confirm to start receiving Vitrine Pública’s updates. If it does not arrive within a few minutes, look in the spam folder.',
    ],
    already: ['Already subscribed', 'This email address is already on the newsletter list.'],
    invalid: ['Invalid email', 'Enter a valid email address and try again.'],
    limited: ['Too many attempts', 'Wait a few minutes and try again.'],
    refused: ['Form refused', "Use the form in Vitrine Pública's footer."],
    back: 'Back to the page',
  },
};

const STATUS: Record<SubscribeOutcome, number> = {
  subscribed: 200,
  already: 409,
  invalid: 400,
  limited: 429,
  refused: 403,
};

/** Only a path of this site: "/screens?tag=form" yes; "//evil.example", "https://…" no. */
export function safeBack(value: string | null, lang: SubscriberLanguage): string {
  const fallback = lang === 'en' ? '/en' : '/';
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value.slice(0, 2000);
}

export function subscribePage(lang: SubscriberLanguage, outcome: SubscribeOutcome, back: string): Response {
  const t = TEXT[lang];
  const [title, body] = t[outcome];
  return page(
    lang,
    title,
    `<p>${escapeHtml(body)}</p>\n<nav><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></nav>`,
    STATUS[outcome],
  );
}
