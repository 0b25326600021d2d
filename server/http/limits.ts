// Every bound the HTTP edge enforces, in one place. Tests and benchmarks pass their own through
// `createNodeServer` options; operators through the config.
export type HttpLimits = {
  /** Largest request body accepted, checked on Content-Length and again while streaming. */
  maxBodyBytes: number;
  /** Time a client has to send the whole request head (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request, body included (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  /** An idle keep-alive socket is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Longest query string or path accepted, in characters (the Node parser already caps headers at 16 KB). */
  maxUrlLength: number;
  /** An answer whose reader takes no bytes for this long is abandoned and its socket closed (0: never). */
  sendStallMs: number;
  /** Bytes of request bodies being received at once, all clients together (503 past it; server/http/body-slots.ts). */
  bodyBytesInFlight: number;
  /** Request bodies one address may be sending at once (429 past it). */
  bodiesPerAddress: number;
};

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  maxBodyBytes: 1024 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // Longer than clients' own idle timeouts (and load balancers' 60 s): a server that closes an idle
  // socket first races the client's next request on it, which then fails with ECONNRESET.
  keepAliveTimeoutMs: 65_000,
  maxUrlLength: 8 * 1024,
  // A phone on a poor network stalls for seconds, not this long; a reader silent this long has left.
  sendStallMs: 15_000,
  // A dozen screenshots at the upload's 5 MB, or 64 GraphQL bodies at 1 MB: within the 100 MB of headroom
  // a 1 GB container keeps over the server's idle size (issue 52).
  bodyBytesInFlight: 64 * 1024 * 1024,
  // A browser opens at most 6 connections to a host; a few such visitors share an address behind NAT.
  bodiesPerAddress: 12,
};

/** REST JSON bodies are small forms; they get a tighter cap than the GraphQL endpoint. */
export const MAX_REST_JSON_BYTES = 64 * 1024;
