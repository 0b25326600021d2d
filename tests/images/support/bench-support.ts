// Helpers for scripts/bench-images.ts: a load generator and a stand-in CDN, each in its own
// worker thread so neither shares the measured server's event loop, and a realistic screenshot.
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.concurrency });
const once = (path) => new Promise((resolve, reject) => {
  http.get({ host: '127.0.0.1', port: workerData.port, path, agent }, (res) => {
    let n = 0; res.on('data', (c) => { n += c.length; }); res.on('end', () => resolve([res.statusCode, n]));
  }).on('error', reject);
});
(async () => {
  let next = 0, bad = 0, bytes = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: workerData.concurrency }, async () => {
    while (next++ < workerData.requests) { const [s, n] = await once(workerData.path); if (s !== 200) bad++; bytes += n; }
  }));
  const ms = performance.now() - t0;
  agent.destroy();
  parentPort.postMessage({ rps: workerData.requests / (ms / 1000), bad, bytes });
})();
`;

/** A phone-app screenshot: flat UI chrome and cards around a photographic (noisy) hero image. */
export async function screenshotPng(): Promise<Buffer> {
  const hero = await sharp({
    create: {
      width: 1080,
      height: 720,
      channels: 3,
      background: '#6b8f71',
      noise: { type: 'gaussian', mean: 110, sigma: 35 },
    },
  })
    .png()
    .toBuffer();
  const cards = Array.from({ length: 6 }, (_, i) => {
    const y = 920 + i * 160;
    const lines = [0, 1, 2].map(
      (l) => `<rect x="220" y="${y + 24 + l * 34}" width="${620 - l * 140}" height="18" rx="9" fill="#cbd5e1"/>`,
    );
    return `<rect x="40" y="${y}" width="1000" height="136" rx="24" fill="#ffffff"/><circle cx="130" cy="${y + 68}" r="44" fill="#2563eb"/>${lines.join('')}`;
  }).join('');
  const ui = `<svg width="1080" height="1920" xmlns="http://www.w3.org/2000/svg"><rect width="1080" height="160" fill="#1e3a8a"/><rect x="40" y="56" width="420" height="48" rx="12" fill="#ffffff"/>${cards}</svg>`;
  return sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#f1f5f9' } })
    .composite([
      { input: hero, top: 170, left: 0 },
      { input: Buffer.from(ui), top: 0, left: 0 },
    ])
    .png()
    .toBuffer();
}

// The stand-in CDN runs in its own thread: in production the upstream's TLS and I/O cost is not ours.
const UPSTREAM_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const https = require('node:https');
const body = Buffer.from(workerData.photo);
const server = https.createServer({ key: workerData.key, cert: workerData.cert }, (req, res) => {
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length }).end(body);
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', () => server.close(() => process.exit(0)));
`;

export async function startUpstreamWorker(tls: { key: string; cert: string }, photo: Buffer) {
  const w = new Worker(UPSTREAM_WORKER, { eval: true, workerData: { ...tls, photo } });
  const port = await new Promise<number>((r) => w.once('message', r));
  return { port, close: () => w.terminate() };
}

export function load(port: number, path: string, requests: number, concurrency: number) {
  return new Promise<{ rps: number; bad: number; bytes: number }>((resolve, reject) => {
    const w = new Worker(LOAD_WORKER, { eval: true, workerData: { port, path, requests, concurrency } });
    w.once('message', resolve);
    w.once('error', reject);
  });
}
