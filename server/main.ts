import { loadConfig } from './config.ts';
import { start } from './start.ts';

try {
  const running = await start(loadConfig());
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
