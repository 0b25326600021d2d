// npm run backup asking the running server (which holds PGlite's directory, or is told --server): the
// backup is the server's job (POST /api/admin/backups), followed through /api/jobs/:id until it ends.
// The admin's token comes from --token or VITRINE_ADMIN_TOKEN, else a login with ADMIN_USERNAME and
// ADMIN_PASSWORD; the address from --server, else PUBLIC_URL, else 127.0.0.1:PORT.
import type { Config } from '../server/config.ts';
import { Refusal, say } from './backup-cli.ts';

export const serverAddress = (config: Pick<Config, 'publicUrl' | 'port'>, flag?: string) =>
  (flag ?? config.publicUrl ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '');

async function token(base: string, config: Pick<Config, 'admin'>, flag?: string) {
  const given = flag ?? process.env.VITRINE_ADMIN_TOKEN;
  if (given) return given;
  if (!config.admin.password)
    throw new Refusal('Asking the server for a backup needs an admin: give --token or set ADMIN_PASSWORD.');
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: config.admin.username, password: config.admin.password }),
  });
  if (!res.ok) throw new Refusal(`The server at ${base} refused the admin login (${res.status}).`);
  return ((await res.json()) as { token: string }).token;
}

type JobView = { status: string; progress?: { message?: string }; error?: string | null };

/** Asks the server for a backup (or follows the one already running) and returns the file's path. */
export async function backupThroughServer(
  config: Pick<Config, 'publicUrl' | 'port' | 'admin'>,
  flags: { server?: string; token?: string; pollMs?: number },
) {
  const base = serverAddress(config, flags.server);
  let res: Response;
  try {
    const auth = { authorization: `Bearer ${await token(base, config, flags.token)}` };
    res = await fetch(`${base}/api/admin/backups`, { method: 'POST', headers: auth });
    const body = (await res.json()) as { jobId?: number; error?: { message?: string }; message?: string };
    const following = /#(\d+)/.exec(JSON.stringify(body))?.[1];
    const id = res.status === 202 ? body.jobId : res.status === 409 && following ? Number(following) : undefined;
    if (!id) throw new Refusal(`The server at ${base} refused the backup (${res.status}): ${JSON.stringify(body)}`);
    say(`the server at ${base} takes the backup (job #${id})`);
    let last = '';
    for (;;) {
      const job = (await (await fetch(`${base}/api/jobs/${id}`, { headers: auth })).json()) as JobView;
      const message = job.progress?.message ?? '';
      if (message && message !== last) say(message);
      last = message;
      if (job.status === 'succeeded') return message.split(' (')[0] as string;
      if (job.status === 'failed' || job.status === 'cancelled')
        throw new Refusal(`The server's backup ${job.status}: ${job.error ?? message}`);
      await new Promise((r) => setTimeout(r, flags.pollMs ?? 1000));
    }
  } catch (e) {
    if (e instanceof Refusal) throw e;
    throw new Refusal(`The server at ${base} does not answer: ${(e as Error).message}`);
  }
}
