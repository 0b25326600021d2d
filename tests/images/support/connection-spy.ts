// Records every TCP connection attempt the process makes (address and port), however the socket
// was created. A refused lookup produces no attempt, so "zero attempts" means no packet was sent.
import net from 'node:net';
import { vi } from 'vitest';

export function spyOnConnections() {
  const attempts: Array<{ address: string; port: number }> = [];
  const original = net.Socket.prototype.connect;
  const spy = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args) {
    this.on('connectionAttempt', (address: string, port: number) => attempts.push({ address, port }));
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  });
  return {
    attempts,
    reset: () => {
      attempts.length = 0;
    },
    restore: () => spy.mockRestore(),
  };
}
