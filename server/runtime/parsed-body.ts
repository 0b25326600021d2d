// A GraphQL POST's JSON body, parsed once at the edge and handed to Yoga beside its Request: reading
// it back through undici's body streams and parsing it again cost 3-5% of an uncached POST (profiled
// in issue 32). The Request keeps its body for anyone else; requests built elsewhere (tests,
// in-process calls) have no parsed twin and Yoga reads them as before.
const parsed = new WeakMap<Request, object>();

/** The content types Yoga's JSON parser takes (graphql-yoga's isPOSTJsonRequest). */
export function isJsonContentType(value: string | null | undefined): boolean {
  const first = value?.split(',')[0];
  return ['application/json', 'application/graphql+json'].some((t) => first === t || first?.startsWith(`${t};`));
}

/** The body as Yoga's JSON parser would return it, or undefined when Yoga should answer it itself. */
export function parseGraphqlBody(bytes: Buffer): object | undefined {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    // Arrays (batches, refused) and non-objects keep Yoga's own answers.
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function attachParsedBody(request: Request, body: object): Request {
  parsed.set(request, body);
  return request;
}

export function parsedBodyOf(request: Request): object | undefined {
  return parsed.get(request);
}
