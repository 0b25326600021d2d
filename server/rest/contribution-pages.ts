// The answers to the forms posted before (or without) the pages' script: a submission's outcome, and the
// status asked by the status page's small form. Server-rendered, no scripts, no caching, no Referer.
import type { ContributionKind, ContributionView } from '../services/contributions/contributions.ts';
import type { SubscriberLanguage } from '../services/newsletter/newsletter.ts';
import { escapeHtml, page } from './unsubscribe-page.ts';

type Lang = SubscriberLanguage;
/** The status page of the site (issue 53 item 9); its English mirror under /en. */
export const STATUS_PAGE = '/contribuicao/status';
/**
 * A status link: the secret in the fragment, which no request carries, so no proxy or CDN log keeps it
 * (issue 52 item 7); the page's script sends it in a POST body.
 */
export const statusPath = (token: string, lang: Lang) =>
  `${lang === 'en' ? '/en' : ''}${STATUS_PAGE}${token ? `#${encodeURIComponent(token)}` : ''}`;

/** The forms' pages (Portuguese slugs; the English mirrors under /en). */
export const FORM_PATHS: Record<ContributionKind, string> = {
  app_request: '/solicitar-aplicativo',
  correction: '/sugerir-correcao',
  screens: '/enviar-aplicativo',
  collection_report: '/denunciar-colecao',
};

const TEXT = {
  pt: {
    receivedTitle: 'Envio recebido',
    received:
      'Obrigado! Um administrador vai ler o seu envio; nada aparece no site antes disso. Guarde este link para acompanhar o resultado (ele é a única forma de ver o andamento):',
    refusedTitle: 'Envio não aceito',
    back: 'Voltar ao formulário (o botão Voltar do navegador guarda o seu texto)',
    home: ['/', 'Ir para a Vitrine Pública'],
    statusTitle: 'Acompanhar envio',
    notFound:
      'Este link não corresponde a nenhum envio: ele pode ter sido copiado pela metade, ou o envio foi apagado 90 dias após ser encerrado.',
    kind: {
      app_request: 'Pedido de aplicativo',
      correction: 'Sugestão de correção',
      screens: 'Envio de telas',
      collection_report: 'Denúncia de coleção',
    },
    status: {
      pending: 'Aguardando análise',
      approved: 'Aprovado',
      rejected: 'Recusado',
      expired: 'Expirado sem análise',
    },
    sentOn: 'Enviado em',
    decidedOn: 'Decidido em',
    expiresOn: 'Expira sem análise em',
    reason: 'Motivo',
    images: 'Capturas de tela recebidas',
    about: 'Sobre',
    yourText: 'Seu texto',
    seeApp: 'Ver o aplicativo',
    switch: ['en', 'Read in English'],
  },
  en: {
    receivedTitle: 'Submission received',
    received:
      'Thank you! An administrator will read your submission; nothing appears on the site before that. Keep this link to follow the outcome (it is the only way to see it):',
    refusedTitle: 'Submission not accepted',
    back: "Back to the form (your browser's Back button keeps your text)",
    home: ['/en', 'Go to Vitrine Pública'],
    statusTitle: 'Follow your submission',
    notFound:
      'This link matches no submission: it may have been copied only in part, or the submission was deleted 90 days after it closed.',
    kind: {
      app_request: 'App request',
      correction: 'Correction suggestion',
      screens: 'Screenshots sent',
      collection_report: 'Collection report',
    },
    status: {
      pending: 'Awaiting review',
      approved: 'Approved',
      rejected: 'Rejected',
      expired: 'Expired without review',
    },
    sentOn: 'Sent on',
    decidedOn: 'Decided on',
    expiresOn: 'Expires without review on',
    reason: 'Reason',
    images: 'Screenshots received',
    about: 'About',
    yourText: 'Your text',
    seeApp: 'See the app',
    switch: ['pt', 'Ler em português'],
  },
} as const;

const day = (d: Date, lang: Lang) =>
  d.toLocaleDateString(lang === 'en' ? 'en-GB' : 'pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const home = (lang: Lang) => `<a href="${TEXT[lang].home[0]}">${escapeHtml(TEXT[lang].home[1])}</a>`;
/** Without script the waiting captures (read only with the token in a header) are named, not shown. */
function captures(lang: Lang, view: ContributionView): string {
  if (view.images.length === 0) return '';
  const items = view.images.map((i) => {
    const label = escapeHtml(`${i.position}. ${i.name ?? i.flow}`);
    return i.src ? `<li><img src="${escapeHtml(i.src)}" alt="${label}" width="120"></li>` : `<li>${label}</li>`;
  });
  return `<h2>${escapeHtml(TEXT[lang].images)}</h2>\n<ul>\n${items.join('\n')}\n</ul>\n`;
}
const para = (s: string) => `<p style="white-space: pre-wrap">${escapeHtml(s)}</p>`;

/** The answer to a plain form post: the status link, or why nothing was kept and a way back. */
export function outcomePage(
  lang: Lang,
  outcome: { statusUrl: string } | { refused: string; kind: ContributionKind },
  status: number,
) {
  const t = TEXT[lang];
  if ('statusUrl' in outcome) {
    const link = escapeHtml(outcome.statusUrl);
    return page(
      lang,
      t.receivedTitle,
      `<p>${escapeHtml(t.received)}</p>\n<p class="address"><a href="${link}" data-status-link>${link}</a></p>\n<nav>${home(lang)}</nav>`,
      status,
    );
  }
  const back = `<a href="${lang === 'en' ? '/en' : ''}${FORM_PATHS[outcome.kind]}">${escapeHtml(t.back)}</a>`;
  return page(
    lang,
    t.refusedTitle,
    `<p role="alert">${escapeHtml(outcome.refused)}</p>\n<nav>${back} ${home(lang)}</nav>`,
    status,
  );
}

/** What the status link shows: kind, state, dates, the reason of a rejection; or an unknown link. */
export function statusPage(lang: Lang, token: string, view: ContributionView | null): Response {
  const t = TEXT[lang];
  const other = t.switch[0] as Lang;
  const switchLink = `<a href="${escapeHtml(statusPath(token, other))}" lang="${other === 'en' ? 'en' : 'pt-BR'}">${t.switch[1]}</a>`;
  if (!view) return page(lang, t.statusTitle, `${para(t.notFound)}\n<nav>${home(lang)} ${switchLink}</nav>`, 404);
  const rows: [string, string][] = [
    [t.kind[view.kind], `<strong data-status="${view.status}">${escapeHtml(t.status[view.status])}</strong>`],
  ];
  if (view.subject) rows.push([t.about, escapeHtml(view.subject)]);
  rows.push([t.sentOn, day(view.createdAt, lang)]);
  if (view.decidedAt && view.status !== 'expired') rows.push([t.decidedOn, day(view.decidedAt, lang)]);
  if (view.kind === 'screens' && view.status === 'pending') rows.push([t.images, String(view.imageCount)]);
  if (view.expiresAt) rows.push([t.expiresOn, day(view.expiresAt, lang)]);
  if (view.rejectReason)
    rows.push([t.reason, `<span style="white-space: pre-wrap">${escapeHtml(view.rejectReason)}</span>`]);
  const list = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${v}</dd>`).join('\n');
  const app = view.appSlug
    ? `<a href="${lang === 'en' ? '/en' : ''}/app/${encodeURIComponent(view.appSlug)}">${escapeHtml(t.seeApp)}</a> `
    : '';
  // A heading only over something (a screens submission may carry no text).
  const text = view.message.trim() ? `<h2>${escapeHtml(t.yourText)}</h2>\n${para(view.message)}\n` : '';
  const body = `<dl>\n${list}\n</dl>\n${captures(lang, view)}${text}<nav>${app}${home(lang)} ${switchLink}</nav>`;
  return page(lang, t.statusTitle, body, 200);
}
