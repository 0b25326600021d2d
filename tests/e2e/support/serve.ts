// Test harness: the real server (start()) behind a front door that tries the web handler first.
// The web handler declines /api, /graphql, /media and /proxy-image, so API behaviour is unchanged;
// once server/start.ts mounts createWebHandler itself this file can simply call start().
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServerAdapter } from '@whatwg-node/server';
import { loadConfig } from '../../../server/config.ts';
import { start } from '../../../server/start.ts';
import { createWebHandler } from '../../../server/web/index.ts';

const config = loadConfig();
const running = await start({ ...config, port: 0 });

const fetchGraphQL = async (query: string, variables?: object) => {
  const response = await running.app.yoga.fetch('http://in-process/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
};

const web = createWebHandler({
  distDir: fileURLToPath(new URL('../../../web/dist', import.meta.url)),
  publicUrl: config.publicUrl,
  fetchGraphQL,
});

const front = createServer(
  createServerAdapter(
    async (request: Request) => (await web(request, new URL(request.url))) ?? running.app.handle(request),
  ),
);
front.listen(config.port, config.host, () => console.log(`web on http://${config.host}:${config.port}`));

const shutdown = async () => {
  front.close();
  await running.close();
  if (process.env.E2E_REMOVE_DATA_DIR === '1') rmSync(config.dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
