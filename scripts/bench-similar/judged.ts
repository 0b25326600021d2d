// The second judged set of `npm run bench:similar` (issue 60 Measures): screenshots rendered unlike the demo
// (judged-render.ts) taken in as an admin does — the real server on a fresh PGlite data directory, an app
// created, each file uploaded with nothing but its bytes (no name, flow, tags or description), the drafts
// published — then OCR and the similar-screens jobs run as they always do. Each screen's five most similar
// (the public REST read) are judged by the kind it was rendered as: the score measures the picture and its words.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { loadFacts } from '../../server/services/catalogue/similar-lists.ts';
import { start } from '../../server/start.ts';
import { freePort } from '../bench-load/server.ts';
import { APPS } from './judged-apps.ts';
import { renderJudgedSet } from './judged-render.ts';

export type Judged = { kind: string; appId: number; top: { kind: string; appId: number }[] };

const PASSWORD = 'bench similar judged';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function judgedSet(): Promise<Judged[]> {
  let t = performance.now();
  const shots = await renderJudgedSet();
  console.log(`judged set: ${shots.length} screenshots rendered in ${Math.round((performance.now() - t) / 1000)} s`);
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-similar-judged-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // A fresh PGlite data directory of its own, whatever database the shell points at.
  delete process.env.DATABASE_URL;
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SEED: 'none',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'error',
  });
  const running = await start(loadConfig());
  try {
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = auth) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body instanceof Buffer ? new Uint8Array(body) : body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    t = performance.now();
    const kindOf = new Map<number, { kind: string; appId: number }>();
    const apps: number[] = [];
    const db = running.db.prisma;
    const idle = async () => {
      while ((await db.job.count({ where: { status: { in: ['queued', 'running'] } } })) > 0) await sleep(1000);
    };
    for (const [i, app] of APPS.entries()) {
      const created = (await call('POST', '/api/admin/apps', { name: app.name, type: 'Federal', platform: 'iOS' })) as {
        id: number;
      };
      for (const shot of shots.filter((s) => s.app === i)) {
        const up = await call('PUT', `/api/admin/apps/${created.id}/uploads`, shot.png, {
          authorization: auth.authorization,
          'content-type': 'image/png',
        });
        kindOf.set((up as { id: number }).id, { kind: shot.kind, appId: created.id });
      }
      apps.push(created.id);
    }
    // As a curator does: the drafts' words are read (the upload table shows them), then they are published.
    await idle();
    for (const id of apps) await call('POST', `/api/admin/apps/${id}/drafts/publish`, {});
    await idle();
    const ocr = await db.screen.count({ where: { ocrText: { not: null } } });
    console.log(
      `judged set: ${kindOf.size} screens taken in, ${ocr} with words read, jobs done in ${Math.round((performance.now() - t) / 1000)} s`,
    );
    if (process.env.SIMILAR_FACTS_JUDGED) {
      const facts = await loadFacts(db);
      const kinds = facts.map((f) => kindOf.get(f.id)?.kind ?? '?');
      writeFileSync(process.env.SIMILAR_FACTS_JUDGED, JSON.stringify({ facts, kinds }));
    }
    const out: Judged[] = [];
    for (const [id, me] of kindOf) {
      const { screens } = (await call('GET', `/api/screens/${id}/similar?first=5`, undefined, {})) as {
        screens: { id: number }[];
      };
      out.push({ ...me, top: screens.map((s) => kindOf.get(s.id) ?? { kind: '?', appId: 0 }) });
    }
    return out;
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
