// Visitors' contributions over REST: a challenge, a submission (JSON from the page's script, or the
// plain form before it runs) and the status behind the visitor's link (JSON, or a page for a browser).
import { newChallenge } from '../services/contributions/contribution-challenge.ts';
import { contributionStatus, submitContribution } from '../services/contributions/contributions.ts';
import { DomainError, localized, NotFoundError, SubmissionRefusedError } from '../services/platform/errors.ts';
import { outcomePage, statusPage, statusPath } from './contribution-pages.ts';
import { fromAnotherSite, mediaType, readForm } from './form.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { langParam } from './unsubscribe-page.ts';

/** A submission is a few short texts and a proof of work: 16 KB is ample. */
export const CONTRIBUTION_MAX_BYTES = 16 * 1024;
/** A status request is one token (and a language). */
const STATUS_MAX_BYTES = 1024;
const PRIVATE = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

const wantsHtml = (req: Request) => /\btext\/html\b/.test(req.headers.get('accept') ?? '');

export function contributionRoutes(router: Router) {
  router
    .on('GET', '/api/contributions/challenge', async (_req, _p, ctx) => json(await newChallenge(ctx), 200, PRIVATE))
    .on('POST', '/api/contributions', async (req, _p, ctx, url) => {
      if (mediaType(req) === 'application/x-www-form-urlencoded') {
        const form = await readForm(req, CONTRIBUTION_MAX_BYTES);
        const lang = langParam(form.get('language')) ?? 'pt';
        // The forms that work without script (screenshots need it): the way back leads to the one sent.
        const sent = form.get('kind');
        const kind = sent === 'correction' || sent === 'collection_report' ? sent : 'app_request';
        const words = (e: DomainError) => localized(e, lang === 'en' ? 'en' : 'pt-BR').message;
        if (fromAnotherSite(req)) {
          return outcomePage(lang, { refused: words(new SubmissionRefusedError('SUBMISSION_REFUSED')), kind }, 403);
        }
        try {
          const done = await submitContribution(ctx, Object.fromEntries(form));
          return outcomePage(lang, { statusUrl: statusPath(done.token, lang) }, 201);
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          return outcomePage(lang, { refused: words(e), kind }, e.status);
        }
      }
      const body = await readJson(req, CONTRIBUTION_MAX_BYTES);
      const done = await submitContribution(ctx, body);
      const lang = body.language === 'en' ? 'en' : 'pt';
      const statusUrl = `${url.origin}${statusPath(done.token, lang)}`;
      return json({ status: done.status, kind: done.kind, token: done.token, statusUrl }, 201, PRIVATE);
    })
    // The secret in a body, not an address (issue 52 item 7): what a page's script (JSON) or its small
    // form without script (form-encoded) sends, so no proxy, CDN log or browser history keeps it.
    .on('POST', '/api/contributions/status', async (req, _p, ctx, url) => {
      if (mediaType(req) === 'application/x-www-form-urlencoded') {
        const form = await readForm(req, STATUS_MAX_BYTES);
        // The form takes a pasted link as well as its code: what follows the '#'.
        const token = (form.get('token') ?? '').replace(/^.*#/, '').trim();
        const lang = langParam(form.get('lang') ?? url.searchParams.get('lang')) ?? 'pt';
        try {
          return statusPage(lang, token, await contributionStatus(ctx, token));
        } catch (e) {
          if (e instanceof NotFoundError) return statusPage(lang, token, null);
          throw e;
        }
      }
      const body = await readJson(req, STATUS_MAX_BYTES);
      const token = typeof body.token === 'string' ? body.token : '';
      return json(await contributionStatus(ctx, token), 200, PRIVATE);
    })
    // The old form of the link (issue 52 item 7): a browser is sent on to the new one, the token moved
    // into the fragment, out of every later address; the access log keeps paths only. Scripts that
    // read it as JSON still get the status.
    .on('GET', '/api/contributions/status', async (req, _p, ctx, url) => {
      const token = url.searchParams.get('token') ?? '';
      const lang = langParam(url.searchParams.get('lang')) ?? 'pt';
      if (!wantsHtml(req)) return json(await contributionStatus(ctx, token), 200, { ...PRIVATE, vary: 'accept' });
      return new Response(null, {
        status: 303,
        headers: { ...PRIVATE, vary: 'accept', location: statusPath(token, lang) },
      });
    });
}
