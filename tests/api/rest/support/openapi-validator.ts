// Checks an answer against the OpenAPI document: the operation of its route, the response of its status
// (or its range, 4XX), its media type and, for JSON, its body against the schema (Ajv, JSON Schema 2020-12).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
};
export type Answer = { status: number; type: string | null; body: unknown };

const pointerSegment = (segment: string) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));

export function openApiValidator(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi' });
  const templates = Object.keys(doc.paths).map((t) => ({
    t,
    re: new RegExp(`^${t.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));

  /** The problems with one answer to `method path` (empty when it is what the document says). */
  return (method: string, path: string, answer: Answer): string[] => {
    const pathname = new URL(path, 'http://x').pathname;
    // A literal path (/categories/order) and a template (/categories/{id}) can both match: the one with the method.
    const template = templates.find(({ t, re }) => re.test(pathname) && doc.paths[t]?.[method.toLowerCase()])?.t;
    const op = template ? doc.paths[template]?.[method.toLowerCase()] : undefined;
    if (!template || !op) return [`${method} ${pathname}: not in the document`];
    const key = [String(answer.status), `${String(answer.status)[0]}XX`].find((k) => op.responses[k]);
    if (!key) return [`${method} ${template}: status ${answer.status} not documented`];
    const content = op.responses[key]?.content;
    if (!content) return answer.type ? [`${method} ${template} ${answer.status}: documented without a body`] : [];
    const media = Object.keys(content).find((m) => (answer.type ?? '').startsWith(m.replace('/*', '/')));
    if (!media) return [`${method} ${template} ${answer.status}: ${answer.type} is not ${Object.keys(content)}`];
    if (media !== 'application/json') return [];
    const pointer = ['paths', template, method.toLowerCase(), 'responses', key, 'content', media, 'schema'];
    const validate = ajv.compile({ $ref: `openapi#/${pointer.map(pointerSegment).join('/')}` });
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${method} ${template} ${answer.status}: ${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`,
    );
  };
}
