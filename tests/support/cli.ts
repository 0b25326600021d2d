import { spawn } from 'node:child_process';

/** Runs a script through tsx as the CLIs run, and collects its exit code and everything it printed. */
export function runScript(script: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npx', ['tsx', script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}
