// Moved from tests/e2e/security.spec.ts ('API and GraphQL answers are locked down and readable from
// any origin without credentials'): HTTP headers only, so they run here, on PGlite and PostgreSQL,
// instead of in a browser project. The pages' own CSP stays in the browser spec.
import { describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';

const h = seededApi();

describe('API and GraphQL answers', () => {
  it('are locked down and readable from any origin without credentials; health and readiness answer', async () => {
    const origin = { origin: 'https://elsewhere.example' };
    for (const response of [
      await fetch(`${h.srv.base}/api/apps`, { headers: origin }),
      await fetch(`${h.srv.base}/graphql`, {
        method: 'POST',
        headers: { ...origin, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ categories { name } }' }),
      }),
    ]) {
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      await response.arrayBuffer();
    }
    const health = await fetch(`${h.srv.base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${h.srv.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe('ready');
  });
});
