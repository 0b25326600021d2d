// A visitor's browser in tests: fetches a challenge, solves it as the ALTCHA widget does (same library,
// same protocol) and posts a contribution. Tests run with a tiny proof-of-work cost (CONTRIBUTION_POW_*).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';

/** Settings that make a solve take milliseconds. */
export const CHEAP_POW = { CONTRIBUTION_POW_COST: '1', CONTRIBUTION_POW_COUNTER_MAX: '20' };

/** The widget's field for a solved challenge from `base` (base64 of { challenge, solution }). */
export async function solvedPayload(base: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${base}/api/contributions/challenge`, { headers });
  if (res.status !== 200) throw new Error(`challenge: ${res.status} ${await res.text()}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function postContribution(base: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/contributions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export const appRequest = (altcha: string, extra: Record<string, unknown> = {}) => ({
  kind: 'app_request',
  appName: 'Carteira Digital de Trânsito',
  appLink: 'https://www.gov.br/cdt',
  message: 'Usado por milhões de motoristas; vale ver o fluxo de multas.',
  language: 'pt',
  altcha,
  ...extra,
});
