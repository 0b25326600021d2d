// Adapter from node:http to the fetch-style handlers, for the benchmark, tests and any server
// that does not already speak WHATWG Request/Response.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type FetchHandler = (req: Request) => Promise<Response>;

export function toNodeListener(handler: FetchHandler) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const headers = new Headers();
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '');
      const host = /^[A-Za-z0-9.:[\]-]{1,255}$/.test(req.headers.host ?? '') ? req.headers.host : '127.0.0.1';
      const request = new Request(`http://${host}${req.url ?? '/'}`, {
        method: req.method,
        headers,
      });
      const response = await handler(request);
      res.statusCode = response.status;
      for (const [key, value] of response.headers) res.setHeader(key, value);
      if (!response.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      // Reading the web stream directly avoids a Readable.fromWeb bridge per response.
      const reader = response.body.getReader();
      res.once('close', () => void reader.cancel().catch(() => {}));
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (res.destroyed) break;
        if (!res.write(value)) {
          // A client that disconnects never drains; close must also release the wait.
          await new Promise((r) => {
            res.once('drain', r);
            res.once('close', r);
          });
        }
      }
      res.end();
    } catch {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal error"}');
    }
  };
}
