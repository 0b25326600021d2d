import { loadConfig } from './config.ts';
import { createLogger } from './runtime/log.ts';
import { currentRequestId } from './runtime/request-scope.ts';
import { start } from './start.ts';

try {
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'silent' ? 'error' : config.logLevel);
  // Last resort, behind the edge's own guards: a failure that belongs to one request (it ran in that
  // request's async context) is logged with its id and the process serves on; anything else is a
  // fault in the process itself, logged before it exits as Node would.
  process.on('unhandledRejection', (error) => log.error('unhandled rejection', error));
  process.on('uncaughtException', (error) => {
    if (currentRequestId()) return log.error('request failed outside its handler', error);
    log.error('uncaught exception: exiting', error);
    process.exit(1);
  });
  const running = await start(config);
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
