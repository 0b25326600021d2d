// A visitor's phone in tests of issue 37: a 'screens' submission (solved proof of work), then its
// screenshots, one PUT per image with the status link's token in a header. Small images keep it fast.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import sharp from 'sharp';
import { expect } from 'vitest';
import { postContribution, solvedPayload } from './contribute.ts';

export const TOKEN_HEADER = 'x-contribution-token';

type Format = 'png' | 'jpeg' | 'webp' | 'gif';

/** A plain screenshot-shaped picture (each colour gives other bytes). */
export function screenshot(background: string, format: Format = 'png', width = 240, height = 420) {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels: a PNG that does not compress, about width × height × 3 bytes. */
export function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Submits a 'screens' submission; its status link's token and id. */
export async function submitScreens(
  base: string,
  body: Record<string, unknown>,
  latestId: () => Promise<number>,
  headers: Record<string, string> = {},
) {
  const res = await postContribution(
    base,
    { kind: 'screens', language: 'pt', ...body, altcha: await solvedPayload(base, headers) },
    headers,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { token, id: await latestId() };
}

/** PUT /api/contributions/images/:position with the raw bytes; `token` null sends no header. */
export function putImage(
  base: string,
  token: string | null,
  position: number | string,
  bytes: Buffer,
  query: { flow?: string; notes?: string } = { flow: 'Início' },
  headers: Record<string, string> = {},
) {
  const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  return fetch(`${base}/api/contributions/images/${position}?${q}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      ...(token === null ? {} : { [TOKEN_HEADER]: token }),
      ...headers,
    },
    body: new Uint8Array(bytes),
  });
}

/** The answer's status and words (a field's refusal names its rule in `issues`). */
export async function answerOf(res: Response) {
  const body = (await res.json()) as { reason?: string; message: string; issues?: { code: string }[] };
  return { status: res.status, reason: body.reason ?? body.issues?.[0]?.code, message: body.message };
}

/**
 * Sends `head` (request line and headers) and then `body` on a raw socket, and closes it (`drop`: before
 * any answer, as a phone losing its connection). The answer's status line, or '' when none came.
 */
export function rawExchange(base: string, head: string[], body: Buffer, drop = false): Promise<string> {
  const port = Number(new URL(base).port);
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.write(`${[...head, 'Host: 127.0.0.1'].join('\r\n')}\r\n\r\n`);
    socket.write(body, () => {
      if (drop) socket.destroy();
      else socket.end();
    });
  });
}
