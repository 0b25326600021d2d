// A loopback plain-HTTP server that speaks the part of the S3 REST API the S3 image store uses:
// path-style HeadBucket, Put/Get/Head/DeleteObject, ListObjectsV2, every request checked against AWS Signature
// Version 4 the way S3 does it, so a client that signs wrongly fails here as it would against AWS.
// Like several S3-compatible servers (and unlike AWS) it refuses aws-chunked bodies: a client
// left on the SDK's default checksum behaviour streams those, so the refusal makes that visible.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listObjectsV2 } from './s3-list.ts';

export type S3StandInOptions = { accessKeyId: string; secretAccessKey: string; bucket: string; region?: string };
export type StoredObject = { bytes: Buffer; contentType: string; etag: string };
export type S3Request = {
  method: string;
  path: string;
  status: number;
  signatureValid: boolean;
  headers: Record<string, string | string[] | undefined>;
  /** Date.now() when the whole request had arrived, before it was answered. */
  at: number;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
// RFC 3986: encodeURIComponent leaves !'()* alone, SigV4 wants them escaped.
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Query pairs decoded then re-encoded, so `a=%7e` and `a=~` sign the same, as they do on S3. */
function canonicalQuery(raw: string): string {
  if (!raw) return '';
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, '%20'));
  return raw
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const [k, v] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
      return [rfc3986(decode(k)), rfc3986(decode(v))] as const;
    })
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

type Refusal = { status: number; code: string; message: string };
/** `signatureValid` is true only once the signature itself has been recomputed and matched. */
type Verdict = { signatureValid: boolean; refusal?: Refusal };
const refuse = (status: number, code: string, message: string): Verdict => ({
  signatureValid: false,
  refusal: { status, code, message },
});

type Target = { path: string; query: string };

function verify(req: IncomingMessage, at: Target, body: Buffer, o: Required<S3StandInOptions>): Verdict {
  const auth = AUTH.exec(String(req.headers.authorization ?? ''));
  if (!auth) return refuse(403, 'AccessDenied', 'Missing or malformed SigV4 Authorization');
  const [, keyId, day, region, signedList, signature] = auth as unknown as string[];
  if (keyId !== o.accessKeyId)
    return refuse(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (region !== o.region)
    return refuse(400, 'AuthorizationHeaderMalformed', `the region '${region}' is wrong; expecting '${o.region}'`);
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day || typeof payloadHash !== 'string')
    return refuse(400, 'InvalidRequest', 'x-amz-date and x-amz-content-sha256 are required');
  const signed = signedList!.split(';');
  // S3 refuses a request whose host or x-amz-* headers could be altered without breaking the signature.
  const unsigned = Object.keys(req.headers).filter(
    (h) => (h === 'host' || h.startsWith('x-amz-')) && !signed.includes(h),
  );
  if (unsigned.length)
    return refuse(403, 'AccessDenied', `There were headers present in the request which were not signed: ${unsigned}`);
  const distinct = req.headersDistinct;
  const canonicalHeaders = signed
    .map((h) => `${h}:${(distinct[h] ?? []).map((v) => v.trim().replace(/ +/g, ' ')).join(',')}\n`)
    .join('');
  // S3 signs the path exactly as sent: no normalisation, no second round of encoding.
  const canonical = [req.method, at.path, canonicalQuery(at.query), canonicalHeaders, signedList, payloadHash];
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical.join('\n'))].join('\n');
  const key = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${o.secretAccessKey}`, day!), region!));
  if (createHmac('sha256', key).update(toSign).digest('hex') !== signature)
    return refuse(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match yours.');
  if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256(body))
    return {
      ...refuse(400, 'XAmzContentSHA256Mismatch', 'x-amz-content-sha256 is not the body hash'),
      signatureValid: true,
    };
  return { signatureValid: true };
}

export async function startS3StandIn(opts: S3StandInOptions) {
  const o = { region: 'us-east-1', ...opts };
  const objects = new Map<string, StoredObject>();
  const modified = new Map<string, Date>();
  const requests: S3Request[] = [];
  let seq = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    try {
      for await (const c of req) chunks.push(c as Buffer);
    } catch {
      return; // the client went away mid-body: nobody is left to answer
    }
    const body = Buffer.concat(chunks);
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const at = { path: q < 0 ? url : url.slice(0, q), query: q < 0 ? '' : url.slice(q + 1) };
    const method = req.method ?? '';
    const record: S3Request = {
      method,
      path: url,
      status: 0,
      signatureValid: false,
      headers: { ...req.headers },
      at: Date.now(),
    };
    requests.push(record);
    const requestId = `standin-${++seq}`;
    const send = (status: number, headers: Record<string, string | number> = {}, payload?: Buffer) => {
      record.status = status;
      res.writeHead(status, { 'x-amz-request-id': requestId, ...headers });
      res.end(method === 'HEAD' ? undefined : payload);
    };
    const fail = (status: number, code: string, message: string) => {
      // HEAD answers carry no body, which is why SDKs report them as a bare "NotFound"/status code.
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${requestId}</RequestId></Error>`;
      send(status, { 'content-type': 'application/xml' }, Buffer.from(xml));
    };

    const verdict = verify(req, at, body, o);
    record.signatureValid = verdict.signatureValid;
    if (verdict.refusal) return fail(verdict.refusal.status, verdict.refusal.code, verdict.refusal.message);
    const encoding = String(req.headers['content-encoding'] ?? '');
    if (encoding.includes('aws-chunked') || String(req.headers['x-amz-content-sha256']).startsWith('STREAMING-'))
      return fail(400, 'NotImplemented', 'aws-chunked transfer encoding is not supported by this server');

    const segments = at.path.split('/');
    let bucket: string;
    let key: string;
    try {
      bucket = decodeURIComponent(segments[1] ?? '');
      key = decodeURIComponent(segments.slice(2).join('/'));
    } catch {
      return fail(400, 'InvalidURI', "Couldn't parse the specified URI.");
    }
    if (!bucket) return fail(501, 'NotImplemented', 'Only path-style bucket requests are supported');
    if (bucket !== o.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) {
      if (method === 'HEAD') return send(200, { 'x-amz-bucket-region': o.region });
      if (method === 'GET' && new URLSearchParams(at.query).get('list-type') === '2') {
        const listing = listObjectsV2(bucket, at.query, objects, modified);
        return send(200, { 'content-type': 'application/xml' }, Buffer.from(listing));
      }
      return fail(501, 'NotImplemented', `${method} on a bucket is not supported by this stand-in`);
    }
    const found = objects.get(key);
    switch (method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
        objects.set(key, { bytes: body, contentType, etag });
        modified.set(key, new Date());
        return send(200, { etag });
      }
      case 'GET':
      case 'HEAD':
        if (!found) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        return send(
          200,
          {
            etag: found.etag,
            'content-type': found.contentType,
            'content-length': found.bytes.length,
            'last-modified': (modified.get(key) ?? new Date()).toUTCString(),
          },
          found.bytes,
        );
      case 'DELETE':
        objects.delete(key);
        modified.delete(key);
        return send(204);
      default:
        return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((r) => {
        // The SDK keeps sockets alive; without this, close() waits for them to idle out.
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
