// Issue 30's rule of the measure: no code branches on the user agent, so what Lighthouse is served is
// what every visitor is served. Scans the web app, its HTML template and the server (tests aside);
// the only mentions allowed are the image proxy's own outgoing agent and robots.txt's "User-agent".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['web/src', 'web/index.html', 'web/build', 'server'];
const ALLOWED = [/'user-agent': 'VitrinePublica-ImageProxy\/1'/, /User-agent: \*/];
const MENTION = /user-?agent|navigator\.(userAgent|vendor|platform)|userAgentData/i;

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => (name === 'generated' ? [] : files(join(path, name))));
}

describe('no user-agent branches', () => {
  it('no source reads the user agent', () => {
    const found: string[] = [];
    for (const file of ROOTS.flatMap(files)) {
      if (!/\.(ts|tsx|html)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (MENTION.test(line) && !ALLOWED.some((ok) => ok.test(line)))
            found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
