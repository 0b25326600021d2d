// The turn gate: under load, work starts only while the loop phase has budget left, the rest runs in
// later turns (work under way first, then new requests in arrival order), and past the queue bound new
// requests are refused so the edge can answer 503 at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createNodeServer } from '../../../server/http/node-server.ts';
import { createTurnGate } from '../../../server/runtime/turn-gate.ts';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Synchronous work, as a render or an embedded query is.
  }
};
const nextTurn = () => new Promise<void>((r) => setTimeout(r, 0));

describe('turn gate', () => {
  it('runs work at once while the budget lasts, then defers it to later turns in order', async () => {
    const gate = createTurnGate({ budgetMs: 10, maxQueued: 100 });
    const ran: string[] = [];
    gate.request(() => {
      ran.push('a');
      busy(15);
    });
    gate.request(() => ran.push('b'));
    gate.request(() => ran.push('c'));
    const resumed = gate.proceed().then(() => ran.push('query'));
    expect(ran).toEqual(['a']);
    expect(gate.stats()).toMatchObject({ waiting: 2, underWay: 1, deferred: 3 });
    await resumed;
    await nextTurn();
    await nextTurn();
    expect(ran).toEqual(['a', 'query', 'b', 'c']);
    expect(gate.stats()).toMatchObject({ waiting: 0, underWay: 0 });
  });

  it('lets the event loop turn between budgets (a timer fires before all deferred work is done)', async () => {
    const gate = createTurnGate({ budgetMs: 2, maxQueued: 1000 });
    const ran: number[] = [];
    let timerFiredAfter = -1;
    setTimeout(() => {
      timerFiredAfter = ran.length;
    }, 0);
    for (let i = 0; i < 50; i++)
      gate.request(() => {
        ran.push(i);
        busy(1);
      });
    while (ran.length < 50) await nextTurn();
    expect(timerFiredAfter).toBeGreaterThanOrEqual(0);
    expect(timerFiredAfter).toBeLessThan(50);
    expect(ran).toEqual([...Array(50).keys()]);
  });

  it("runs deferred work in its own request's context, not in the one that deferred first", async () => {
    // A request's time budget, language and id travel in AsyncLocalStorage: a task run in another
    // request's context inherited that request's deadline and answered 503 once it had passed.
    const gate = createTurnGate({ budgetMs: 5, maxQueued: 100 });
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const resumed = request.run('A', () => {
      gate.request(() => busy(10));
      return gate.proceed().then(() => seen.push(`resumed in ${request.getStore()}`));
    });
    request.run('B', () => gate.request(() => seen.push(request.getStore())));
    gate.request(() => seen.push(request.getStore()));
    await resumed;
    while (seen.length < 3) await nextTurn();
    expect(seen).toEqual(['resumed in A', 'B', undefined]);
  });

  it('refuses new requests past the queue bound; budget 0 turns it off', () => {
    const gate = createTurnGate({ budgetMs: 5, maxQueued: 2 });
    gate.request(() => busy(10));
    expect(gate.request(() => {})).toBe(true);
    expect(gate.request(() => {})).toBe(true);
    expect(gate.request(() => {})).toBe(false);
    expect(gate.stats().refused).toBe(1);
    const off = createTurnGate({ budgetMs: 0, maxQueued: 1 });
    let n = 0;
    for (let i = 0; i < 5; i++)
      off.request(() => {
        n++;
        busy(2);
      });
    expect(n).toBe(5);
  });

  it('behind the edge: a flood beyond the bound gets 503 with Retry-After, probes are never held', async () => {
    const gate = createTurnGate({ budgetMs: 1, maxQueued: 2 });
    const server = createNodeServer(
      async () => {
        busy(5);
        return new Response('done');
      },
      { origin: () => 'http://127.0.0.1', log: { error: () => {} }, gate },
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // The handler says "done" to everything; a probe reaching it proves it was not refused or held.
      // Twelve at once also leaves twelve kept-alive connections, so the flood below arrives in one turn.
      const probes = await Promise.all(Array.from({ length: 12 }, () => fetch(`${base}/healthz`)));
      expect(await Promise.all(probes.map((p) => p.text()))).toEqual(Array(12).fill('done'));
      // The flood from twelve connected sockets, written in one go (a connected socket's write reaches
      // the kernel at once): the server reads all twelve in one turn, whatever else the machine does.
      const port = (server.address() as AddressInfo).port;
      const accepted = () => new Promise<number>((r) => server.getConnections((_e, n) => r(n)));
      const before = await accepted();
      const sockets = await Promise.all(
        Array.from({ length: 12 }, () => new Promise<Socket>((r) => void r(connect(port, '127.0.0.1')))),
      );
      await Promise.all(
        sockets.map((s) => new Promise((r) => (s.readyState === 'open' ? r(null) : s.once('connect', r)))),
      );
      // libuv accepts one connection per turn: all twelve are the server's before the flood is written.
      while ((await accepted()) < before + 12) await new Promise((r) => setImmediate(r));
      const replies = sockets.map(
        (s) =>
          new Promise<string>((r) => {
            let text = '';
            s.on('data', (d) => {
              text += d;
            });
            s.on('close', () => r(text));
          }),
      );
      for (const s of sockets) s.write('GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      const answers = await Promise.all(replies);
      const statuses = answers.map((a) => Number(a.slice(9, 12)));
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      const refused = answers.find((a) => a.startsWith('HTTP/1.1 503')) ?? '';
      expect(refused).toMatch(/\r\nretry-after: 1\r\n/i);
      expect(refused).toMatch(/busy/);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(4);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
