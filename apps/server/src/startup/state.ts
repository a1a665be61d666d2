/**
 * What a server that listens before it is ready is doing: preparing the database, then seeding the
 * demo organisation with a percent, then ready. Read by the starting gate on every request.
 */
export class StartupState {
  private percent: number | null = null;
  private isReady = false;

  /** The seed reported progress (0-99). */
  seeding(percent: number): void {
    this.percent = percent;
  }

  markReady(): void {
    this.isReady = true;
  }

  get ready(): boolean {
    return this.isReady;
  }

  /** The percent while seeding, else null. */
  get seedPercent(): number | null {
    return this.isReady ? null : this.percent;
  }

  get message(): string {
    if (this.isReady) return 'ready';
    return this.percent == null
      ? 'starting: preparing the database'
      : `starting: seeding the demo organisation (${this.percent} %)`;
  }
}
