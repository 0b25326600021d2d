// Minimal LRU on Map insertion order, bounded both by entry count and by a caller-defined weight
// (bytes) so hot small images can live in memory without an unbounded footprint.
export class Lru<V> {
  private readonly map = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
    private readonly weigh: (v: V, key: string) => number = () => 0,
  ) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const w = this.weigh(value, key);
    if (w > this.maxWeight) return;
    this.map.set(key, value);
    this.weight += w;
    while (this.map.size > this.maxEntries || this.weight > this.maxWeight) {
      const oldest = this.map.keys().next().value as string;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const v = this.map.get(key);
    if (v === undefined) return;
    this.map.delete(key);
    this.weight -= this.weigh(v, key);
  }

  /** The summed weight of what is held. */
  get weighed(): number {
    return this.weight;
  }

  get size(): number {
    return this.map.size;
  }
}
