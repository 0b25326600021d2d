// Bodies in flight: the bytes of request bodies the edge is still waiting for, bounded over the whole
// process (503) and per client address (429), both with Retry-After. A held socket's body sits in
// memory outside the V8 heap, which no heap limit bounds: 150 uploads held at their last byte from one
// address took a server from 112 to 891 MB (issue 52). A body that had fully arrived with its head
// costs no wait and takes no slot.
import { limitKeyForIp } from '../services/platform/rate-limit-keys.ts';
import { EdgeRefusal } from './read-body.ts';

export type BodySlotLimits = {
  /** Bytes of bodies being received at once, over every client (each counts its declared or largest size). */
  bodyBytesInFlight: number;
  /** Bodies one address (an IPv6 /64) may be sending at once. */
  bodiesPerAddress: number;
};

/** A slot's release; called once the body is read, refused or abandoned. */
export type Release = () => void;

export function bodySlots(limits: BodySlotLimits) {
  let bytes = 0;
  const perAddress = new Map<string, number>();
  return {
    /** Takes a slot for `reserve` bytes from `ip`, or throws the refusal (503 or 429, Retry-After). */
    take(ip: string, reserve: number): Release {
      const key = limitKeyForIp(ip);
      const held = perAddress.get(key) ?? 0;
      if (held >= limits.bodiesPerAddress) {
        throw new EdgeRefusal(429, 'Too many request bodies in flight from this address', { 'retry-after': '5' });
      }
      // One body alone may always be received (a budget smaller than the largest body never starves it).
      if (bytes > 0 && bytes + reserve > limits.bodyBytesInFlight) {
        throw new EdgeRefusal(503, 'The server is receiving too many request bodies: try again shortly', {
          'retry-after': '5',
        });
      }
      bytes += reserve;
      perAddress.set(key, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        bytes -= reserve;
        const left = (perAddress.get(key) ?? 1) - 1;
        if (left > 0) perAddress.set(key, left);
        else perAddress.delete(key);
      };
    },
    /** What is held now (tests and benchmarks). */
    inFlight: () => ({ bytes, addresses: perAddress.size }),
  };
}

export type BodySlots = ReturnType<typeof bodySlots>;
