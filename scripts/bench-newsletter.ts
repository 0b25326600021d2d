// Issue 57: building and sending a digest to 10,000 confirmed subscribers at an unlimited rate, through
// the real sender (the mail queue's job, nodemailer's pooled SMTP) to a real SMTP server (smtp-server)
// on 127.0.0.1 in a child process, on a throw-away database (in-memory PGlite, or DATABASE_URL).
// Prints the time, the messages per second and the peak memory (RSS and heap, sampled every 50 ms): the
// sender reads ahead 200 rows at a time and holds one window of messages, never the whole list.
// Usage: tsx scripts/bench-newsletter.ts [--subscribers 10000] [--concurrency 4]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compose } from '../server/compose.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { queueDigest } from '../server/services/newsletter/digest-admin.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const SUBSCRIBERS = option('--subscribers', 10_000);
const CONCURRENCY = option('--concurrency', 4);

// The SMTP server in its own process: what it spends receiving is not counted as the sender's.
if (process.argv.includes('--smtp-child')) {
  const { startSmtp } = await import('../tests/support/smtp.ts');
  const smtp = await startSmtp();
  process.send?.({ port: smtp.port });
  process.on('message', () => process.send?.({ total: smtp.total(), distinct: smtp.counts.size }));
} else {
  await main();
}

async function main() {
  const child = fork(fileURLToPath(import.meta.url), ['--smtp-child'], { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const db = database.prisma;
  const app = await db.app.create({ data: { name: 'Bench App', slug: `bench-${Date.now()}`, categories: ['Saúde'] } });
  await db.screen.createMany({
    data: Array.from({ length: 12 }, (_, i) => ({
      appId: app.id,
      airtableId: `bench-${app.id}-${i}`,
      name: `Tela ${i}`,
      imageUrl: `/media/bench-${i}.png`,
    })),
  });
  const seeded = performance.now();
  for (let i = 0; i < SUBSCRIBERS; i += 1000) {
    await db.newsletterSubscriber.createMany({
      data: Array.from({ length: Math.min(1000, SUBSCRIBERS - i) }, (_, k) => ({
        email: `bench${i + k}-${app.id}@example.org`,
        language: (i + k) % 3 ? 'pt' : 'en',
        status: 'confirmed',
        unsubscribeToken: `bench-${app.id}-${String(i + k).padStart(20, '0')}`,
      })),
    });
  }
  console.log(`seeded ${SUBSCRIBERS} subscribers in ${Math.round(performance.now() - seeded)} ms on ${database.kind}`);

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://vitrine.example.gov.br',
    NEWSLETTER_RATE_PER_SECOND: '0',
    NEWSLETTER_CONCURRENCY: String(CONCURRENCY),
    DATA_DIR: '/nonexistent-bench-newsletter',
  });
  const root = await compose(config, { database, distDir: null });
  const gc = () => (globalThis as { gc?: () => void }).gc?.();
  gc();
  const idle = process.memoryUsage();
  const peak = { rss: idle.rss, heap: idle.heapUsed };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  }, 50);
  const started = performance.now();
  await queueDigest(db, { how: 'admin', createdBy: 'bench' });
  await root.jobs.drainMail();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  child.send('count');
  const got = await new Promise<{ total: number; distinct: number }>((resolve) =>
    child.once('message', (m: { total: number; distinct: number }) => resolve(m)),
  );
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    [
      `digest to ${SUBSCRIBERS} subscribers, concurrency ${CONCURRENCY}, unlimited rate, ${database.kind}:`,
      `  received by the SMTP server: ${got.total} messages for ${got.distinct} addresses`,
      `  build and send: ${seconds.toFixed(1)} s, ${(got.total / seconds).toFixed(0)} messages per second`,
      `  memory: RSS idle ${mb(idle.rss)}, peak ${mb(peak.rss)} (+${mb(peak.rss - idle.rss)}); heap idle ${mb(idle.heapUsed)}, peak ${mb(peak.heap)} (+${mb(peak.heap - idle.heapUsed)})`,
    ].join('\n'),
  );
  await root.close();
  await database.close();
  child.kill();
  if (got.distinct !== SUBSCRIBERS) process.exitCode = 1;
}
