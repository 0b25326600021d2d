import { requestBytes } from '../http/deferred-body.ts';
import { MAX_REST_JSON_BYTES } from '../http/limits.ts';
import { CONFIRM_PATH } from '../services/newsletter/confirm-mail.ts';
import { confirmPreview, confirmSubscription } from '../services/newsletter/confirmation.ts';
import { exportSubscribersCsv, unsubscribe, unsubscribePreview } from '../services/newsletter/newsletter.ts';
import { DomainError, GoneError, issue, NotFoundError, ValidationError } from '../services/platform/errors.ts';
import { confirmedPage, confirmFormPage, expiredPage, invalidConfirmPage } from './confirm-page.ts';
import { mediaType, readForm } from './form.ts';
import { newsletterAdminRoutes } from './newsletter-admin.ts';
import { json, PayloadTooLargeError, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { confirmPage, donePage, invalidPage, langParam, PATH } from './unsubscribe-page.ts';

// Subscriber privacy (LGPD): the confirmation page behind the link of the confirmation email, the
// unsubscribe page behind the link in every email (and its one-click POST, RFC 8058), and the admin's
// CSV export. Confirming and leaving are authorised by the secret token in the link, not by the
// visitor's browser: these POSTs are exempt from the cross-site form check (mail providers send the
// one-click POST from their own servers, with no Origin of ours).

class UnsupportedMediaTypeError extends DomainError {
  override readonly status = 415;
  override readonly code = 'UNSUPPORTED_MEDIA_TYPE';
}

const ONE_CLICK = 'One-Click';

/** RFC 8058 lets the one-click body come as multipart/form-data too: only that one field is looked for. */
async function oneClickFromMultipart(req: Request): Promise<URLSearchParams> {
  const tooLarge = () => new PayloadTooLargeError(MAX_REST_JSON_BYTES);
  const text = (await requestBytes(req, MAX_REST_JSON_BYTES, tooLarge)).toString('utf8');
  const found = /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\n(One-Click)\r?\n/.test(text);
  return new URLSearchParams(found ? { 'List-Unsubscribe': ONE_CLICK } : {});
}

async function tokenFromJson(req: Request): Promise<string> {
  const body = await readJson(req);
  if (typeof body.token !== 'string' || !body.token) throw new ValidationError([issue('token', 'TOKEN_REQUIRED')]);
  return body.token;
}

export function newsletterRoutes(router: Router) {
  router
    // Shows who is about to leave and asks for a click: a GET alone (a mail client's link scanner)
    // never removes anyone.
    .on('GET', PATH, async (_req, _p, ctx, url) => {
      const token = url.searchParams.get('token') ?? '';
      const asked = langParam(url.searchParams.get('lang'));
      try {
        const preview = await unsubscribePreview(ctx, token);
        return confirmPage(asked ?? preview.language, token, preview.maskedEmail);
      } catch (e) {
        if (e instanceof NotFoundError) return invalidPage(asked ?? 'pt', token);
        throw e;
      }
    })
    // The page's form (urlencoded; answers with a page), the one-click POST of a mail provider
    // (`List-Unsubscribe=One-Click`, the token in the address it was given) or an API client ({ token }).
    // No cross-site check (fromAnotherSite): the authority is the secret token, which another site's
    // page cannot know; RFC 8058's POST comes from the provider's servers, with any Origin or `null`.
    .on('POST', PATH, async (req, _p, ctx, url) => {
      const type = mediaType(req);
      if (type === 'application/json') {
        await unsubscribe(ctx, await tokenFromJson(req), 'api');
        return json({ ok: true });
      }
      if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
        throw new UnsupportedMediaTypeError('FORM_OR_JSON_EXPECTED');
      }
      const form = type === 'multipart/form-data' ? await oneClickFromMultipart(req) : await readForm(req);
      const oneClick = form.get('List-Unsubscribe') === ONE_CLICK;
      if (oneClick) {
        // RFC 8058: no page, no redirect; the answer is for a machine.
        const token = url.searchParams.get('token') ?? form.get('token') ?? '';
        try {
          await unsubscribe(ctx, token, 'one-click');
          return new Response('Unsubscribed\n', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
        } catch (e) {
          if (!(e instanceof NotFoundError)) throw e;
          return new Response('Unknown or already used link\n', {
            status: 404,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
          });
        }
      }
      const token = form.get('token') ?? '';
      const asked = langParam(form.get('lang'));
      try {
        const { language } = await unsubscribe(ctx, token, 'unsubscribe page');
        return donePage(asked ?? language);
      } catch (e) {
        if (e instanceof NotFoundError) return invalidPage(asked ?? 'pt', null);
        throw e;
      }
    })
    .on('GET', CONFIRM_PATH, async (_req, _p, ctx, url) => {
      const token = url.searchParams.get('token') ?? '';
      const asked = langParam(url.searchParams.get('lang'));
      try {
        const view = await confirmPreview(ctx, token);
        const lang = asked ?? view.language;
        return view.confirmed ? confirmedPage(lang, true) : confirmFormPage(lang, token, view.maskedEmail);
      } catch (e) {
        if (e instanceof GoneError) return expiredPage(asked ?? 'pt');
        if (e instanceof NotFoundError) return invalidConfirmPage(asked ?? 'pt', token);
        throw e;
      }
    })
    // No cross-site check either: the authority is the confirmation email's secret token, which a page
    // elsewhere cannot know, so the Origin (or a webmail's sandboxed `null`) adds nothing.
    .on('POST', CONFIRM_PATH, async (req, _p, ctx) => {
      const type = mediaType(req);
      if (type === 'application/json') {
        const done = await confirmSubscription(ctx, await tokenFromJson(req), 'api');
        return json({ ok: true, language: done.language, alreadyConfirmed: done.already });
      }
      if (type !== 'application/x-www-form-urlencoded') throw new UnsupportedMediaTypeError('FORM_OR_JSON_EXPECTED');
      const form = await readForm(req);
      const asked = langParam(form.get('lang'));
      try {
        const done = await confirmSubscription(ctx, form.get('token') ?? '', 'confirmation page');
        return confirmedPage(asked ?? done.language, done.already);
      } catch (e) {
        if (e instanceof GoneError) return expiredPage(asked ?? 'pt');
        if (e instanceof NotFoundError) return invalidConfirmPage(asked ?? 'pt', null);
        throw e;
      }
    })
    .on('GET', '/api/admin/subscribers.csv', async (_req, _p, ctx, url) => {
      const csv = await exportSubscribersCsv(ctx, ctx.newsletter?.publicUrl ?? url.origin);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="subscribers-${day}.csv"`,
          'cache-control': 'no-store',
        },
      });
    });
  newsletterAdminRoutes(router);
}
