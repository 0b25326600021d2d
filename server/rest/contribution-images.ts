// Screenshots for a visitor's 'screens' submission, one image per request: PUT the raw bytes at a
// position (1–10) with the flow and notes in the query; the submission's token travels in a header,
// never in the address. The moderation view (admins) and the visitor's status page (its token) read the
// cleaned images back.
import { requestBytes } from '../http/deferred-body.ts';
import type { BodyRoute } from '../http/node-server.ts';
import {
  addSubmissionImage,
  listSubmissionImages,
  ownSubmissionImageBytes,
  removeSubmissionImage,
  submissionImageBytes,
} from '../services/contributions/contribution-images.ts';
import { issue, ValidationError } from '../services/platform/errors.ts';
import { json, PayloadTooLargeError } from './respond.ts';
import type { Router } from './router.ts';

export const TOKEN_HEADER = 'x-contribution-token';
const IMAGE_PATH = /^\/api\/contributions\/images\/[^/]+\/?$/;
const PRIVATE = { 'cache-control': 'no-store' };

/** The upload route's own body limit and time at the edge. */
export const uploadBodyRoutes = (uploads: { maxBytes: number; timeoutMs: number }): BodyRoute[] => [
  { method: 'PUT', path: IMAGE_PATH, maxBodyBytes: uploads.maxBytes, requestTimeoutMs: uploads.timeoutMs },
];

const tokenOf = (req: Request) => req.headers.get(TOKEN_HEADER) ?? '';
function positionOf(raw: string | undefined): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10) {
    throw new ValidationError([issue('position', 'FIELD_INTEGER_RANGE', { min: '1', max: '10' })]);
  }
  return n;
}

export function contributionImageRoutes(router: Router, maxBytes: number) {
  router
    .on('GET', '/api/contributions/images', async (req, _p, ctx) =>
      json({ images: await listSubmissionImages(ctx, tokenOf(req)) }, 200, PRIVATE),
    )
    // The status page's thumbnails: the token in the header, as for the uploads, never in the address.
    .on('GET', '/api/contributions/images/:position', async (req, p, ctx) =>
      png(await ownSubmissionImageBytes(ctx, tokenOf(req), positionOf(p.position))),
    )
    .on('PUT', '/api/contributions/images/:position', async (req, p, ctx, url) => {
      // The declared length is refused before anything else; the body is read once the head has passed.
      const tooLarge = () => new PayloadTooLargeError(maxBytes);
      if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
      const meta = {
        position: p.position,
        flow: url.searchParams.get('flow') ?? '',
        notes: url.searchParams.get('notes'),
      };
      const saved = await addSubmissionImage(ctx, tokenOf(req), meta, () => requestBytes(req, maxBytes, tooLarge));
      const { replaced, ...image } = saved;
      return json(image, replaced ? 200 : 201, PRIVATE);
    })
    .on('DELETE', '/api/contributions/images/:position', async (req, p, ctx) => {
      await removeSubmissionImage(ctx, tokenOf(req), positionOf(p.position));
      return new Response(null, { status: 204, headers: PRIVATE });
    })
    .on('GET', '/api/admin/contributions/:id/images/:position', async (_req, p, ctx) => {
      return png(await submissionImageBytes(ctx, Number(p.id) || 0, positionOf(p.position)));
    });
}

const png = (bytes: Buffer) =>
  new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
  });
