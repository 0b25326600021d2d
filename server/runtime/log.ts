// One JSON object per line (what log collectors parse without rules); lines written while a request
// is served carry its id, the one its response sent as x-request-id.
import { currentRequestId } from './request-scope.ts';

export type LogFields = Record<string, string | number | boolean | undefined>;
export type Logger = {
  info(msg: string, fields?: LogFields): void;
  error(msg: string, err?: unknown, fields?: LogFields): void;
};
export type LogLevel = 'silent' | 'error' | 'info';

function describe(err: unknown) {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return {
      name: err.name,
      message: err.message,
      code: typeof code === 'string' ? code : undefined,
      stack: err.stack,
    };
  }
  return err === undefined ? undefined : { message: String(err) };
}

export function createLogger(level: LogLevel, write: (line: string, error: boolean) => void = defaultWrite): Logger {
  const line = (lvl: 'info' | 'error', msg: string, extra: object) => {
    const requestId = currentRequestId();
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: lvl,
        msg,
        ...(requestId ? { requestId } : {}),
        ...extra,
      }),
      lvl === 'error',
    );
  };
  return {
    info: (msg, fields) => {
      if (level === 'info') line('info', msg, fields ?? {});
    },
    error: (msg, err, fields) => {
      if (level !== 'silent') line('error', msg, { ...fields, err: describe(err) });
    },
  };
}

function defaultWrite(text: string, error: boolean) {
  (error ? process.stderr : process.stdout).write(`${text}\n`);
}
