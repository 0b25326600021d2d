import { loadConfig } from './config.ts';
import { start } from './start.ts';

try {
  const running = await start(loadConfig());
  let stopping = false;
  // SIGTERM (orchestrators) and SIGINT (Ctrl-C): finish what is in flight, close the database cleanly.
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await running.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
