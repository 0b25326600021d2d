import { exportSubscribersCsv, unsubscribe, unsubscribePreview } from '../services/newsletter/newsletter.ts';
import { DomainError, issue, NotFoundError, ValidationError } from '../services/platform/errors.ts';
import { mediaType, readForm } from './form.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { confirmPage, donePage, invalidPage, langParam, PATH } from './unsubscribe-page.ts';

// Subscriber privacy (LGPD): the unsubscribe page behind the link in every email, and the admin's CSV
// export, which is the only way subscribers' addresses leave the server.

class UnsupportedMediaTypeError extends DomainError {
  override readonly status = 415;
  override readonly code = 'UNSUPPORTED_MEDIA_TYPE';
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
    // The page's form (urlencoded; answers with a page) or an API client ({ token } as JSON).
    .on('POST', PATH, async (req, _p, ctx) => {
      const type = mediaType(req);
      if (type === 'application/json') {
        const body = await readJson(req);
        if (typeof body.token !== 'string' || !body.token) {
          throw new ValidationError([issue('token', 'TOKEN_REQUIRED')]);
        }
        await unsubscribe(ctx, body.token);
        return json({ ok: true });
      }
      if (type !== 'application/x-www-form-urlencoded') {
        throw new UnsupportedMediaTypeError('FORM_OR_JSON_EXPECTED');
      }
      const form = await readForm(req);
      const token = form.get('token') ?? '';
      const asked = langParam(form.get('lang'));
      try {
        const { language } = await unsubscribe(ctx, token);
        return donePage(asked ?? language);
      } catch (e) {
        if (e instanceof NotFoundError) return invalidPage(asked ?? 'pt', null);
        throw e;
      }
    })
    .on('GET', '/api/admin/subscribers.csv', async (_req, _p, ctx, url) => {
      const csv = await exportSubscribersCsv(ctx, url.origin);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="subscribers-${day}.csv"`,
          'cache-control': 'no-store',
        },
      });
    });
}
