// `npm run bench:intake`: 100 screenshots of 1170×2532 PNG through the admin upload (four in flight,
// a 429/503 retried after its Retry-After, as the page does) on the e2e server in production mode with
// the demo catalogue: seconds until all are stored, seconds until their OCR is done, and the server's
// peak memory (its process tree's RSS sum, sampled every 200 ms; target ≤ 500 MB). Exits 1 when the
// target is missed. Knobs: BENCH_INTAKE_FILES (100), BENCH_INTAKE_OCR_TIMEOUT_S (1200).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { freePort } from './bench-load/server.ts';
import { processTree } from './bench-memory/tree.ts';

const FILES = Number(process.env.BENCH_INTAKE_FILES ?? 100);
const OCR_TIMEOUT_S = Number(process.env.BENCH_INTAKE_OCR_TIMEOUT_S ?? 1200);
const IN_FLIGHT = 4;
const PEAK_LIMIT_MB = 500;
const PASSWORD = 'bench intake password';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A phone-sized screenshot with a title and a few lines of words (something for the OCR to read). */
function screenshot(i: number): Promise<Buffer> {
  const lines = Array.from(
    { length: 12 },
    (_, k) => `<text x="80" y="${600 + k * 140}" font-size="56">Linha ${k + 1} da tela ${i}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1170" height="2532">
    <rect width="1170" height="2532" fill="rgb(${(i * 37) % 255},240,250)"/>
    <rect y="0" width="1170" height="300" fill="#1351b4"/>
    <text x="80" y="200" font-size="90" fill="#fff">Tela ${i} do serviço</text>${lines.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function main() {
  const files = await Promise.all(Array.from({ length: FILES }, (_, i) => screenshot(i + 1)));
  const totalMb = files.reduce((a, f) => a + f.length, 0) / 1e6;
  console.log(`${FILES} PNG files of 1170×2532, ${totalMb.toFixed(1)} MB in all`);
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-intake-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'tests/e2e/support/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD: PASSWORD,
      PUBLIC_URL: base,
    },
    stdio: 'inherit',
  });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(
      peak,
      processTree(child.pid as number).reduce((a, p) => a + p.rssMb, 0),
    );
  }, 200);
  try {
    for (
      let i = 0;
      i < 480 &&
      !(await fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await sleep(500);
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const apps = (await (await fetch(`${base}/api/admin/apps`, { headers: auth })).json()) as { id: number }[];
    const appId = apps[0]?.id;
    if (!appId) throw new Error('no app to upload to');
    // The demo's seed ran in a child of its own before this: the peak counts from here, the server idle.
    const idle = processTree(child.pid as number).reduce((a, p) => a + p.rssMb, 0);
    peak = idle;
    const started = Date.now();
    let next = 0;
    let retries = 0;
    const send = async (i: number) => {
      for (;;) {
        const res = await fetch(
          `${base}/api/admin/apps/${appId}/uploads?name=${String(i + 1).padStart(3, '0')}-tela.png&order=${i}`,
          {
            method: 'PUT',
            headers: { ...auth, 'content-type': 'image/png' },
            body: new Uint8Array(files[i] as Buffer),
          },
        );
        if (res.status === 429 || res.status === 503) {
          retries++;
          await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
          continue;
        }
        if (res.status !== 201 && res.status !== 200)
          throw new Error(`file ${i + 1}: ${res.status} ${await res.text()}`);
        return;
      }
    };
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < FILES) await send(next++);
      }),
    );
    const stored = (Date.now() - started) / 1000;
    const uploadPeak = peak;
    console.log(
      `stored: ${FILES} files in ${stored.toFixed(1)} s (${retries} retried after Retry-After); server peak so far ${peak.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`,
    );
    let ocr = Number.NaN;
    while ((Date.now() - started) / 1000 < OCR_TIMEOUT_S) {
      const list = (await (await fetch(`${base}/api/admin/apps/${appId}/drafts`, { headers: auth })).json()) as {
        screens: { ocrDone: boolean }[];
      };
      if (list.screens.filter((s) => s.ocrDone).length >= FILES) {
        ocr = (Date.now() - started) / 1000;
        break;
      }
      await sleep(1000);
    }
    console.log(
      `OCR done: ${Number.isNaN(ocr) ? `not within ${OCR_TIMEOUT_S} s` : `${ocr.toFixed(1)} s after the first upload`}`,
    );
    console.log(
      `server memory (RSS of its process tree): idle before ${idle.toFixed(0)} MB, peak while uploading ${uploadPeak.toFixed(0)} MB, peak overall ${peak.toFixed(0)} MB`,
    );
    const pass = peak <= PEAK_LIMIT_MB;
    console.log(`${pass ? 'PASS' : 'FAIL'} peak ≤ ${PEAK_LIMIT_MB} MB`);
    process.exitCode = pass && !Number.isNaN(ocr) ? 0 : 1;
  } finally {
    clearInterval(sampler);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
