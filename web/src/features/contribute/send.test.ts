import { describe, expect, it, vi } from 'vitest';
import { readOutcome, sendContribution } from './send';

describe('readOutcome', () => {
  it('reads the status link of an accepted submission', () => {
    expect(readOutcome(201, { statusUrl: 'http://x/api/contributions/status?token=t' }, null)).toEqual({
      kind: 'sent',
      statusUrl: 'http://x/api/contributions/status?token=t',
    });
  });

  it('reads the refused fields', () => {
    const issues = [{ path: 'message', code: 'FIELD_PLAIN_TEXT', message: 'm' }, { bogus: true }];
    expect(readOutcome(400, { code: 'VALIDATION_FAILED', message: 'm', issues }, null)).toEqual({
      kind: 'invalid',
      issues: [{ path: 'message', code: 'FIELD_PLAIN_TEXT', message: 'm' }],
      message: 'm',
    });
  });

  it('asks for the check again after a spent, expired or refused challenge, not after a refused submission', () => {
    for (const reason of ['CHALLENGE_USED', 'CHALLENGE_EXPIRED', 'CHALLENGE_INVALID', 'CHALLENGE_REQUIRED']) {
      expect(readOutcome(403, { code: 'SUBMISSION_REFUSED', reason, message: 'Faça de novo' }, null)).toEqual({
        kind: 'refused',
        message: 'Faça de novo',
        checkAgain: true,
      });
    }
    expect(readOutcome(403, { reason: 'SUBMISSION_REFUSED', message: 'Envio recusado' }, null)).toMatchObject({
      checkAgain: false,
    });
  });

  it('reads the wait of a rate limit', () => {
    expect(readOutcome(429, { reason: 'TOO_MANY_CONTRIBUTIONS', message: 'Tente em 5 minutos.' }, '300')).toEqual({
      kind: 'limited',
      message: 'Tente em 5 minutos.',
      retryAfterSeconds: 300,
    });
  });

  it('fails without words for a server fault or an unreadable answer', () => {
    expect(readOutcome(500, { message: 'Internal' }, null)).toEqual({ kind: 'failed', message: null });
    expect(readOutcome(201, null, null)).toEqual({ kind: 'failed', message: null });
    expect(readOutcome(413, { message: 'Grande demais' }, null)).toEqual({ kind: 'failed', message: 'Grande demais' });
  });
});

describe('sendContribution', () => {
  it('posts JSON in the page’s language, and never throws', async () => {
    const fetcher = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
      Response.json({ status: 'pending', statusUrl: 'http://x/s' }, { status: 201 }),
    );
    const outcome = await sendContribution({ kind: 'app_request', appName: 'A' }, 'en', fetcher as typeof fetch);
    expect(outcome).toEqual({ kind: 'sent', statusUrl: 'http://x/s' });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/contributions$/);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('accept-language')).toBe('en');
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'app_request', appName: 'A', language: 'en' });

    const broken = vi.fn(async () => {
      throw new TypeError('network');
    });
    expect(await sendContribution({}, 'pt', broken as typeof fetch)).toEqual({ kind: 'failed', message: null });
  });
});
