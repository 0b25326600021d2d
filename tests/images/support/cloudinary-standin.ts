// A loopback HTTPS server that speaks the part of the Cloudinary upload API the adapter uses:
// POST /v1_1/<cloud>/image/upload, multipart fields, SHA-1 request signature (SDK v2 scheme).
import { createHash } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { parseMultipart } from './multipart.ts';

/** `at`: Date.now() when the whole request had arrived, before it was answered. */
export type ReceivedUpload = { path: string; fields: Record<string, string>; signatureValid: boolean; at: number };

export function expectedSignature(fields: Record<string, string>, secret: string): string {
  const toSign = Object.keys(fields)
    .filter((k) => !['file', 'api_key', 'signature', 'resource_type', 'cloud_name'].includes(k) && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`.replace(/&/g, '%26'))
    .join('&');
  return createHash('sha1')
    .update(toSign + secret)
    .digest('hex');
}

export async function startCloudinaryStandIn(tls: { key: string; cert: string }, cloud: string, secret: string) {
  const received: ReceivedUpload[] = [];
  const assets = new Map<string, number>();
  const server = createServer(tls, async (req, res) => {
    // Admin API ping: GET /v1_1/<cloud>/ping with Basic auth (api_key:api_secret).
    if (req.method === 'GET' && req.url?.startsWith(`/v1_1/${cloud}/ping`)) {
      const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const ok = basic.endsWith(`:${secret}`);
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { status: 'ok' } : { error: { message: 'Invalid API key or secret' } }));
      return;
    }
    const chunks: Buffer[] = [];
    try {
      for await (const c of req) chunks.push(c as Buffer);
    } catch {
      // The client died mid-upload (the kill tests): nothing arrived, and nobody is left to answer.
      return;
    }
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const fields = parseMultipart(Buffer.concat(chunks), req.headers['content-type'] ?? '');
    // A body cut short (its sender was killed) is not an upload: answered, so nothing is left hanging.
    if (!fields) return json(400, { error: { message: 'Invalid multipart body' } });
    const signatureValid = fields.signature === expectedSignature(fields, secret);
    received.push({ path: req.url ?? '', fields, signatureValid, at: Date.now() });
    if (req.method !== 'POST' || req.url !== `/v1_1/${cloud}/image/upload`)
      return json(404, { error: { message: 'no route' } });
    if (!signatureValid) return json(401, { error: { message: 'Invalid Signature' } });
    const publicId = fields.folder ? `${fields.folder}/${fields.public_id}` : (fields.public_id ?? 'random');
    if (assets.has(publicId) && fields.overwrite !== '1') return json(200, { public_id: publicId, existing: true });
    const version = (assets.get(publicId) ?? 1000) + 1;
    assets.set(publicId, version);
    json(200, {
      public_id: publicId,
      version,
      width: 1080,
      height: 1920,
      format: 'png',
      secure_url: `https://res.cloudinary.com/${cloud}/image/upload/v${version}/${publicId}.png`,
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    assets,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
