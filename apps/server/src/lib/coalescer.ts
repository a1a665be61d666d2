/**
 * Shares one in-flight read between identical requests ("single flight"). When many clients ask the
 * same question at the same moment (every open incident list of an organisation refetching after one
 * live INCIDENT_INFO push, a control room's screens polling together), the database answers once and
 * every waiting request gets that answer.
 *
 * Nothing is kept after the read settles, so an answer is never older than the request that waited
 * for it. Writes call `changed(scope)`: a request that arrives after a change never joins a read
 * started before it (read-your-writes), because the scope's generation is part of the key.
 */
export class Coalescer<V> {
  private readonly inflight = new Map<string, Promise<V>>();
  private readonly generations = new Map<number, number>();

  /** `scope` is what writes invalidate (an organisation id); `key` the rest of the question. */
  run(scope: number, key: string, read: () => Promise<V>): Promise<V> {
    const full = `${scope}:${this.generations.get(scope) ?? 0}:${key}`;
    const waiting = this.inflight.get(full);
    if (waiting) return waiting;
    const started = read().finally(() => this.inflight.delete(full));
    this.inflight.set(full, started);
    return started;
  }

  /** Data of `scope` changed: later requests start a fresh read. */
  changed(scope: number): void {
    this.generations.set(scope, (this.generations.get(scope) ?? 0) + 1);
  }

  get pending(): number {
    return this.inflight.size;
  }
}
