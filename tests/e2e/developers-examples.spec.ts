// Issue 59: the developers' page as served, read without JavaScript: every curl example on it is taken
// from the HTML and run with the system's curl (Debian's, on CI) against this server; each exits 0 with
// the answer the page documents. The MCP snippets name this server's /mcp, VS Code's under `servers`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { at, LANGS } from './support/i18n';

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Each preformatted block and the answer the paragraph after it documents ("Answer: `…`"), if any. */
function examples(html: string) {
  const found = html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>\s*(?:<p\b[^>]*>([\s\S]*?)<\/p>)?/g);
  return [...found].map((m) => {
    const answer = /^(?:Resposta|Answer): <code\b[^>]*>([\s\S]*?)<\/code>/.exec(m[2] ?? '');
    return { text: decode(m[1] ?? ''), answer: answer ? decode(answer[1] ?? '') : undefined };
  });
}

for (const { lang } of LANGS) {
  test(`every example on the developers page in ${lang} runs as copied`, async ({ request, baseURL }) => {
    const res = await request.get(at(lang, '/desenvolvedores'));
    expect(res.status()).toBe(200);
    const found = examples(await res.text());
    const commands = found.filter((e) => e.text.startsWith('curl '));
    expect(commands.length).toBeGreaterThanOrEqual(7);
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-curl-'));
    try {
      for (const { text, answer } of commands) {
        expect(text, 'curl -fsS, so a failure shows').toMatch(/^curl -fsS /);
        expect(text).toContain(`${baseURL}/`);
        // Throws (and fails the test with curl's words) on a non-zero exit.
        const out = execFileSync('sh', ['-c', text], { cwd: dir, encoding: 'utf8', timeout: 20_000 });
        if (answer) expect(out, text).toContain(answer);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const configs = found.filter((e) => e.text.startsWith('{')).map((e) => JSON.parse(e.text));
    expect(configs.length).toBeGreaterThanOrEqual(3);
    expect(configs.some((c) => c.servers?.['vitrine-publica']?.url === `${baseURL}/mcp`)).toBe(true);
    for (const c of configs) expect(JSON.stringify(c)).toContain(`"${baseURL}/mcp"`);
    expect(found.some((e) => e.text === `claude mcp add --transport http vitrine-publica ${baseURL}/mcp`)).toBe(true);
  });
}
