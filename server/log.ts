import { currentRequestId } from './http/request-scope.ts';

export type Logger = { info(msg: string): void; error(msg: string, err?: unknown): void };

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  // Lines written while serving a request carry its id, the one its response sent as x-request-id.
  const tag = (msg: string) => {
    const id = currentRequestId();
    return id ? `[${id}] ${msg}` : msg;
  };
  return {
    info: (msg) => {
      if (level === 'info') console.log(tag(msg));
    },
    error: (msg, err) => {
      if (level !== 'silent') console.error(tag(msg), err ?? '');
    },
  };
}
