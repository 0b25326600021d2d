export type Logger = { info(msg: string): void; error(msg: string, err?: unknown): void };

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  return {
    info: (msg) => {
      if (level === 'info') console.log(msg);
    },
    error: (msg, err) => {
      if (level !== 'silent') console.error(msg, err ?? '');
    },
  };
}
