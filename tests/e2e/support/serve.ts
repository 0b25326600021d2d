// Browser-test server: the real `npm start` server (start()) on the port Playwright chose, with a
// throw-away data directory removed on shutdown.
import { rmSync } from 'node:fs';
import { loadConfig } from '../../../server/config.ts';
import { start } from '../../../server/start.ts';

const config = loadConfig();
const running = await start(config);
console.log(`web on http://${config.host}:${running.port}`);

const shutdown = async () => {
  await running.close();
  if (process.env.E2E_REMOVE_DATA_DIR === '1') rmSync(config.dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
