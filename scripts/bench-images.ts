// Image pipeline benchmark: (a) /proxy-image cache-hit throughput vs. plain static serving of the
// same file from the same process, and (b) cache-miss latency vs. calling sharp directly.
// The load generator runs in a worker thread so it does not share the server's event loop.
import {
  copyFileSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createNodeListener } from '../server/http/node-server.ts';
import { createProxyImageHandler } from '../server/images/index.ts';
import { load, screenshotPng, startUpstreamWorker } from '../tests/images/support/bench-support.ts';
import { makeTestCert } from '../tests/images/support/tls.ts';

const REQUESTS = 2000;
const CONCURRENCY = 8;
const MISS_RUNS = 15;
const ROUNDS = 5;

async function timedGet(port: number, path: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
  return performance.now() - t;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const fmt = (n: number, d = 1) => n.toFixed(d);

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const mediaDir = join(dir, 'media');
  const cacheDir = join(dir, 'cache', 'proxy');
  mkdirSync(join(mediaDir, 'screens'), { recursive: true });
  const tls = makeTestCert();
  const photo = await screenshotPng();
  const upstream = await startUpstreamWorker(tls, photo);
  for (let i = 0; i < MISS_RUNS + 2; i++) writeFileSync(join(mediaDir, 'screens', `s${i}.png`), photo);

  const proxy = createProxyImageHandler({
    mediaDir,
    cacheDir,
    allowedHosts: ['images.test'],
    // Benchmark-only network hook: the loopback "CDN" is the one non-public address allowed.
    network: {
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      isAllowedAddress: (a) => a === '127.0.0.1',
      allowAnyPort: true,
      tls: { ca: tls.cert },
    },
  });
  let origin = '';
  const proxyListener = createNodeListener(proxy, { origin: () => origin, log: console });
  let staticFile = '';
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/proxy-image')) return void proxyListener(req, res);
    // Baseline: what a plain static file server does per request (stat + stream).
    const st = statSync(staticFile);
    res.writeHead(200, {
      'content-type': 'image/webp',
      'content-length': st.size,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    createReadStream(staticFile).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  const remote = (q: string) => `https://images.test:${upstream.port}/screen.png${q}`;
  const proxyPath = (url: string) =>
    `/proxy-image?${new URLSearchParams({ url, width: '640', format: 'webp', quality: '80' })}`;

  // (b) cache misses first, while the cache is cold.
  // Interleaved so background load on the machine hits all three series alike.
  const direct: number[] = [];
  const missLocal: number[] = [];
  const missRemote: number[] = [];
  for (let i = 0; i < MISS_RUNS + 2; i++) {
    const t = performance.now();
    await sharp(photo).resize({ width: 640, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    direct.push(performance.now() - t);
    missLocal.push(await timedGet(port, proxyPath(`/media/screens/s${i}.png`)));
    missRemote.push(await timedGet(port, proxyPath(remote(`?v=${i}`))));
  }
  // Two warm-up runs of each are dropped.
  const [d, ml, mr] = [median(direct.slice(2)), median(missLocal.slice(2)), median(missRemote.slice(2))];
  // Adjacent measurements share the machine's momentary load, so their ratios are steadier.
  const paired = (xs: number[]) => median(xs.slice(2).map((x, i) => x / (direct[i + 2] ?? x)));

  // (a) cache hits vs static.
  const hitPath = proxyPath(remote('?v=0'));
  await timedGet(port, hitPath);
  const shard = readdirSync(cacheDir).map((s) => join(cacheDir, s));
  const entry = shard.flatMap((s) => readdirSync(s).map((f) => join(s, f))).find((f) => !f.endsWith('.json'));
  staticFile = join(dir, 'static.webp');
  copyFileSync(entry as string, staticFile);
  await load(port, hitPath, 300, CONCURRENCY);
  await load(port, '/static.webp', 300, CONCURRENCY);
  const hits: number[] = [];
  const statics: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const h = await load(port, hitPath, REQUESTS, CONCURRENCY);
    const s = await load(port, '/static.webp', REQUESTS, CONCURRENCY);
    if (h.bad || s.bad) throw new Error(`non-200 responses: proxy ${h.bad}, static ${s.bad}`);
    hits.push(h.rps);
    statics.push(s.rps);
  }
  const [hit, stat] = [median(hits), median(statics)];
  const roundRatio = median(hits.map((h, i) => h / (statics[i] ?? h)));

  const size = statSync(staticFile).size;
  console.log(
    `Image pipeline benchmark (node ${process.version}, sharp ${sharp.versions.sharp}, vips ${sharp.versions.vips})`,
  );
  console.log(`source: 1080×1920 PNG, ${fmt(photo.length / 1024)} KiB → 640 px WebP q80, ${fmt(size / 1024)} KiB`);
  console.log(
    `(a) cache-hit throughput, ${REQUESTS} requests × concurrency ${CONCURRENCY}, median of ${ROUNDS} rounds`,
  );
  console.log(`    /proxy-image hit : ${fmt(hit, 0)} req/s   (rounds: ${hits.map((x) => fmt(x, 0)).join(', ')})`);
  console.log(`    static file      : ${fmt(stat, 0)} req/s   (rounds: ${statics.map((x) => fmt(x, 0)).join(', ')})`);
  console.log(
    `    ratio hit/static : ${fmt(hit / stat, 2)}   (target ≥ 0.5) ${hit / stat >= 0.5 ? 'OK' : 'MISSED'}; median per-round ratio ${fmt(roundRatio, 2)}`,
  );
  console.log(`(b) cache-miss latency, median of ${MISS_RUNS} (after 2 warm-ups)`);
  console.log(`    sharp direct           : ${fmt(d, 1)} ms`);
  console.log(
    `    proxy miss, /media src : ${fmt(ml, 1)} ms   ratio ${fmt(ml / d, 2)} (target ≤ 1.3) ${ml / d <= 1.3 ? 'OK' : 'MISSED'}; paired ${fmt(paired(missLocal), 2)}`,
  );
  console.log(
    `    proxy miss, https src  : ${fmt(mr, 1)} ms   ratio ${fmt(mr / d, 2)} (target ≤ 1.3) ${mr / d <= 1.3 ? 'OK' : 'MISSED'}; paired ${fmt(paired(missRemote), 2)}`,
  );

  await new Promise<void>((r) => server.close(() => r()));
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
