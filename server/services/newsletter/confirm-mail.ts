// The confirmation email (and the one re-confirmation sent to addresses from before double opt-in), in
// the subscriber's language: a link to the confirmation page, when it expires, and what happens if
// nobody confirms. HTML and plain text.
import type { SubscriberLanguage } from './consent.ts';

export const CONFIRM_PATH = '/api/newsletter/confirm';

const TEXT = {
  pt: {
    htmlLang: 'pt-BR',
    subject: 'Confirme a sua inscrição na newsletter da Vitrine Pública',
    resubject: 'Você ainda quer receber a newsletter da Vitrine Pública?',
    hello:
      'Recebemos um pedido para inscrever este endereço na newsletter da Vitrine Pública (novos aplicativos e telas de serviços públicos digitais).',
    rehello:
      'Este endereço está na lista da newsletter da Vitrine Pública desde antes de pedirmos confirmação. Para continuar recebendo as novidades, confirme a inscrição.',
    action: 'Confirmar inscrição',
    expires: (days: number) => `O link vale por ${days === 1 ? '1 dia' : `${days} dias`}.`,
    ignore: 'Se não foi você, ignore este e-mail: sem a confirmação, o endereço é apagado quando o link expira.',
    reignore: 'Se não confirmar, o endereço é apagado da lista quando o link expira e você não receberá mais nada.',
  },
  en: {
    htmlLang: 'en',
    subject: 'Confirm your subscription to the Vitrine Pública newsletter',
    resubject: 'Do you still want the Vitrine Pública newsletter?',
    hello:
      'We received a request to subscribe this address to the Vitrine Pública newsletter (new apps and screens of digital public services).',
    rehello:
      'This address has been on the Vitrine Pública newsletter list since before we asked for confirmation. To keep receiving the updates, confirm your subscription.',
    action: 'Confirm subscription',
    expires: (days: number) => `The link is valid for ${days === 1 ? '1 day' : `${days} days`}.`,
    ignore: 'If it was not you, ignore this email: without confirmation the address is deleted when the link expires.',
    reignore:
      'If you do not confirm, the address is deleted from the list when the link expires and you will receive nothing more.',
  },
} as const;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function confirmUrl(origin: string, token: string, lang: SubscriberLanguage) {
  return `${origin}${CONFIRM_PATH}?${new URLSearchParams({ token, lang })}`;
}

export function renderConfirmation(
  lang: SubscriberLanguage,
  link: string,
  ttlSeconds: number,
  again: boolean,
): { subject: string; html: string; text: string } {
  const t = TEXT[lang];
  const days = Math.max(1, Math.round(ttlSeconds / 86_400));
  const subject = again ? t.resubject : t.subject;
  const lead = again ? t.rehello : t.hello;
  const after = again ? t.reignore : t.ignore;
  const html = `<!doctype html>
<html lang="${t.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#f7fafc">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;background:#ffffff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">
<p style="margin:0 0 12px;font-weight:700;color:#2c5282">Vitrine Pública</p>
<h1 style="font-size:20px;line-height:1.3;margin:0 0 12px">${esc(subject)}</h1>
<p style="margin:0 0 16px">${esc(lead)}</p>
<p style="margin:0 0 16px"><a href="${esc(link)}" style="display:inline-block;background:#2b6cb0;color:#ffffff;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:8px">${esc(t.action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#4a5568">${esc(t.expires(days))} ${esc(after)}</p>
<p style="margin:0;font-size:13px;color:#4a5568;word-break:break-all">${esc(link)}</p>
</div>
</body></html>
`;
  const text = [subject, '', lead, '', `${t.action}: ${link}`, '', `${t.expires(days)} ${after}`, ''].join('\n');
  return { subject, html, text };
}
