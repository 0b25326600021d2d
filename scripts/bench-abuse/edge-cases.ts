// Two cases of `npm run bench:abuse` at the connection level: oversized chunked bodies (which once
// ended the process) and readers that never read their answers.
import { connect, type Socket } from 'node:net';

/** `count` POSTs with a chunked body over the limit; then whether the server still answers. */
export async function oversizedChunked(port: number, count: number, maxBodyBytes: number) {
  const statuses = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const status = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => (answer += d.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => resolve(answer.split(' ')[1] ?? 'closed'));
      socket.write(
        'POST /graphql HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
      let sent = 0;
      const pump = () => {
        while (sent < maxBodyBytes * 2 && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(frame)) return void socket.once('drain', pump);
        }
        if (!socket.destroyed) socket.end('0\r\n\r\n');
      };
      pump();
    });
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const alive = await fetch(`http://127.0.0.1:${port}/api/categories`).then(
    (r) => r.ok,
    () => false,
  );
  return { statuses, alive };
}

/**
 * `count` connections each ask for `path` uncompressed and never read. Returns how many the server
 * closed within `waitMs`, sampled every second.
 */
export async function slowReaders(port: number, path: string, count: number, waitMs: number) {
  const closedAt: number[] = [];
  const started = performance.now();
  const sockets: Socket[] = Array.from({ length: count }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.pause(); // bytes pile up in the kernel, then in the server, as with a reader that left
    socket.on('error', () => {});
    socket.on('close', () => closedAt.push(performance.now() - started));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: a\r\nAccept-Encoding: identity\r\n\r\n`);
    return socket;
  });
  // A paused socket still sees the peer's reset when it writes: probe each one every second.
  const deadline = started + waitMs;
  while (performance.now() < deadline && closedAt.length < count) {
    await new Promise((r) => setTimeout(r, 1000));
    for (const s of sockets) if (!s.destroyed) s.write('\r\n');
  }
  for (const s of sockets) s.destroy();
  const within = closedAt.filter((t) => t <= waitMs);
  return { closed: within.length, slowestCloseMs: within.length ? Math.max(...within) : Number.NaN };
}
