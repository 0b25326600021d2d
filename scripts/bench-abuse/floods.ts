// Issue 52's floods in `npm run bench:abuse`: (6) screenshot uploads held at their last byte without a
// valid token — 150 and 300 sockets from one address, 300 from 50 — while a visitor on another address
// uploads; RSS before, at its peak and 30 s after; (7) JSON-RPC batches of 100 tools/call sent to /mcp
// while uncached `/api/screens?search=` reads (a fresh word each) are timed beside a quiet baseline.
// The server runs with TRUST_PROXY=1 (addresses are X-Forwarded-For) and a cheap proof of work.
import { connect } from 'node:net';
import sharp from 'sharp';
import { postContribution, solvedPayload } from '../../tests/api/support/contribute.ts';
import { rssMb } from './unique-keys.ts';

const UPLOAD_BYTES = 5 * 1024 * 1024;
const TOKEN_HEADER = 'x-contribution-token';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] ?? 0;

/** One upload held at its last byte; resolves when the server has answered or closed it. */
function heldUpload(port: number, address: string, chunk: Buffer) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer.split(' ')[1] ?? 'closed'));
    socket.write(
      [
        'PUT /api/contributions/images/1?flow=Saldo HTTP/1.1',
        'Host: 127.0.0.1',
        `${TOKEN_HEADER}: ${'A'.repeat(32)}`,
        `X-Forwarded-For: ${address}`,
        `Content-Length: ${UPLOAD_BYTES}`,
        '\r\n',
      ].join('\r\n'),
    );
    // All but the last byte, in 1 MB writes, while the socket stays open.
    (async () => {
      for (let sent = 0; sent < UPLOAD_BYTES - 1 && !socket.destroyed; sent += chunk.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, UPLOAD_BYTES - 1 - sent));
        if (!socket.write(piece)) await new Promise((r) => socket.once('drain', r).once('close', r));
      }
    })();
    setTimeout(() => socket.destroy(), 20_000);
  });
}

async function visitorToken(base: string, address: string) {
  const headers = { 'x-forwarded-for': address };
  const altcha = await solvedPayload(base, headers);
  const res = await postContribution(base, { kind: 'screens', language: 'pt', app: 'caixa-tem', altcha }, headers);
  if (res.status !== 201) throw new Error(`submission: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function uploadFloods(base: string, pid: number) {
  const port = Number(new URL(base).port);
  const chunk = Buffer.alloc(1024 * 1024, 'x');
  const image = await sharp({ create: { width: 360, height: 640, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const lines: string[] = [];
  let pass = true;
  let visitor = 0;
  for (const [sockets, addresses] of [
    [150, 1],
    [300, 1],
    [300, 50],
  ] as const) {
    const address = (i: number) => `10.52.${Math.floor((i % addresses) / 250)}.${((i % addresses) % 250) + 1}`;
    const visitorAddress = `192.0.2.${++visitor}`;
    const token = await visitorToken(base, visitorAddress);
    const before = rssMb(pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssMb(pid));
        await sleep(50);
      }
    })();
    const statuses = new Map<string, number>();
    const flood = Promise.all(
      Array.from({ length: sockets }, (_, i) =>
        heldUpload(port, address(i), chunk).then((s) => statuses.set(s, (statuses.get(s) ?? 0) + 1)),
      ),
    );
    // The visitor's screenshots while the flood is on.
    let accepted = 0;
    const tries = 5;
    for (let n = 1; n <= tries; n++) {
      const res = await fetch(`${base}/api/contributions/images/${n}?flow=Saldo`, {
        method: 'PUT',
        headers: { [TOKEN_HEADER]: token, 'x-forwarded-for': visitorAddress, 'content-type': 'image/png' },
        body: new Uint8Array(image),
      });
      if (res.status === 201) accepted++;
      await res.arrayBuffer();
    }
    await flood;
    sampling = false;
    await sampler;
    await sleep(30_000);
    const after = rssMb(pid);
    const ok = peak - before <= 100 && accepted === tries;
    pass &&= ok;
    lines.push(
      `  upload flood, ${sockets} held sockets from ${addresses} address${addresses > 1 ? 'es' : ''}: RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak (+${(peak - before).toFixed(0)}), ${after.toFixed(0)} MB 30 s after; answers ${[...statuses].map(([k, v]) => `${k}×${v}`).join(', ')}; visitor's uploads accepted ${accepted}/${tries}`,
    );
  }
  for (const line of lines) console.log(line);
  console.log(`  targets (peak ≤ idle + 100 MB, every visitor upload accepted): ${pass ? 'met' : 'NOT met'}`);
  return pass;
}

/** Uncached searches, one fresh word each, one after another: their latencies. */
async function searches(base: string, count: number, tag: string) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/screens?search=${encodeURIComponent(`saldo${tag}${i}x`)}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

export async function mcpBatchFlood(base: string) {
  const quiet = await searches(base, 60, 'q');
  const batch = JSON.stringify(
    Array.from({ length: 100 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'search_text', arguments: { query: `palavra${id}` } },
    })),
  );
  // The issue's attacker: inside its limit, 17 batches over the measurement, several at once.
  let flooding = true;
  const statuses = new Map<number, number>();
  const attacker = (async () => {
    for (let sent = 0; flooding && sent < 17; sent++) {
      const res = await fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'x-forwarded-for': '10.53.0.1',
          'mcp-protocol-version': '2025-03-26',
        },
        body: batch,
      }).catch(() => null);
      if (res) {
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        await res.arrayBuffer();
      }
      await sleep(200);
    }
  })();
  const flood = await searches(base, 60, 'f');
  flooding = false;
  await attacker;
  const ok = p99(flood) <= 2 * p99(quiet);
  console.log(
    `  MCP batch flood (batches of 100 tools/call): answers ${[...statuses].map(([k, v]) => `${k}×${v}`).join(', ')}; uncached /api/screens?search= p99 ${p99(quiet).toFixed(0)} ms quiet, ${p99(flood).toFixed(0)} ms during the flood`,
  );
  console.log(`  target (p99 during the flood ≤ 2 × quiet): ${ok ? 'met' : 'NOT met'}`);
  return ok;
}
