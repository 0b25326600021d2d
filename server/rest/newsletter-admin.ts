// The admin's newsletter calls over REST, on the same services as GraphQL: where mail stands, the
// digest's preview, a test message, sending the digest (a job, followed through /api/jobs/:id) and
// the proof of consent of one address.
import { consentExport } from '../services/newsletter/consent.ts';
import { digestPreview, newsletterStatus, sendDigest, sendDigestTest } from '../services/newsletter/digest-admin.ts';
import { translate } from '../services/platform/messages.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { langParam } from './unsubscribe-page.ts';

export function newsletterAdminRoutes(router: Router) {
  router
    .on('GET', '/api/admin/newsletter', async (_req, _p, ctx) => {
      const status = await newsletterStatus(ctx);
      const problems = status.problems.map((code) => ({ code, message: translate(ctx.language, code) }));
      return json({ ...status, problems });
    })
    .on('GET', '/api/admin/newsletter/preview', async (_req, _p, ctx, url) => {
      const preview = await digestPreview(ctx, langParam(url.searchParams.get('lang')) ?? 'pt');
      return json(preview ?? { nothingNew: true, message: translate(ctx.language, 'NEWSLETTER_NOTHING_NEW') });
    })
    .on('POST', '/api/admin/newsletter/test', async (req, _p, ctx) => {
      const body = await readJson(req);
      const sent = await sendDigestTest(ctx, {
        email: typeof body.email === 'string' ? body.email : '',
        language: langParam(typeof body.language === 'string' ? body.language : null) ?? 'pt',
      });
      return json({ ok: true, ...sent });
    })
    .on('POST', '/api/admin/newsletter/digest', async (_req, _p, ctx) => {
      const job = await sendDigest(ctx);
      return json({ message: `Digest queued (job #${job.id})`, jobId: job.id, job }, 202);
    })
    .on('GET', '/api/admin/newsletter/consent', async (_req, _p, ctx, url) => {
      const record = await consentExport(ctx, url.searchParams.get('email') ?? '');
      return new Response(`${JSON.stringify(record, null, 2)}\n`, {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': 'attachment; filename="consent-record.json"',
          'cache-control': 'no-store',
        },
      });
    });
}
