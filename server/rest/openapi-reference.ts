// The browsable REST reference at /api/reference: one server-rendered page built from the OpenAPI
// document, no script and nothing the public pages load (issue 59).
type Schema = { $ref?: string; type?: string | string[]; enum?: unknown[]; items?: Schema };
type Param = { name: string; in: string; required?: boolean; schema?: Schema; description?: string };
type Op = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const anchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_-]/g, '')}`;

function shape(s: Schema | undefined): string {
  if (!s) return '';
  if (s.$ref) {
    const name = s.$ref.split('/').pop() ?? '';
    return `<a href="#${anchor(name)}">${esc(name)}</a>`;
  }
  if (s.type === 'array') return `${shape(s.items)}[]`;
  if (s.enum) return esc(s.enum.map(String).join(' | '));
  return esc(Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'object'));
}

function media(content: Record<string, { schema?: Schema }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, c]) => `<code>${esc(type)}</code> ${shape(c.schema)}`)
    .join('<br>');
}

function operation(method: string, path: string, op: Op): string {
  const auth = (op.security ?? []).flatMap((s) => Object.keys(s));
  const params = (op.parameters ?? [])
    .map((p) => `<li><code>${esc(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) ${shape(p.schema)}</li>`)
    .join('');
  const answers = Object.entries(op.responses)
    .map(([status, r]) => `<li><b>${esc(status)}</b> ${esc(r.description ?? '')} ${media(r.content)}</li>`)
    .join('');
  return `<section><h3><code>${method.toUpperCase()} ${esc(path)}</code></h3><p>${esc(op.summary ?? '')}${
    auth.length ? ` <em>Needs: ${esc(auth.join(', '))}</em>` : ''
  }</p>${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${
    op.requestBody ? `<h4>Body</h4><p>${media(op.requestBody.content)}</p>` : ''
  }<h4>Answers</h4><ul>${answers}</ul></section>`;
}

/** `document`: the OpenAPI document (server/rest/openapi.ts), whose server is `origin`. */
export function referenceHtml(document: object, origin: string): string {
  const doc = document as {
    info: { title: string; description?: string };
    tags: { name: string; description?: string }[];
    paths: Record<string, Record<string, Op>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );
  const groups = doc.tags
    .map((tag) => {
      const mine = ops.filter((o) => o.op.tags?.includes(tag.name));
      return `<h2 id="${anchor(tag.name)}">${esc(tag.name)}</h2><p>${esc(tag.description ?? '')}</p>${mine
        .map((o) => operation(o.method, o.path, o.op))
        .join('')}`;
    })
    .join('');
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(([name, s]) => `<h3 id="${anchor(name)}">${esc(name)}</h3><pre>${esc(JSON.stringify(s, null, 2))}</pre>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} · reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a202c}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f1f5f9;padding:.75rem;overflow-x:auto}
section{border-top:1px solid #cbd5e1;padding:.25rem 0}h3{font-size:1rem}a{color:#1d4ed8}</style></head>
<body><main><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="${esc(origin)}/api/openapi.json">${esc(origin)}/api/openapi.json</a> · <a href="${esc(origin)}/en/desenvolvedores">Developers' page</a></p>
<nav><ul>${doc.tags.map((t) => `<li><a href="#${anchor(t.name)}">${esc(t.name)}</a></li>`).join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
${groups}<h2 id="schemas">Schemas</h2>${schemas}</main></body></html>
`;
}
