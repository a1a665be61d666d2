import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone (so that its duration does not tell the caller anything),
 * awaited on shutdown and by tests through drain().
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<void>): void {
    const p = task()
      .catch((err: unknown) => this.log.error({ err }, `${label} failed`))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
