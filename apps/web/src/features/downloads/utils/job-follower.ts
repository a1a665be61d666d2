import type { RealtimeEvent, ReportsStatusPayload, SubscribeRequest } from '@sw/contracts';

/** What JobFollower needs of the real-time client (lib/realtime's RealtimeClient). */
export interface JobChannel {
  subscribe(request: SubscribeRequest, listener: (event: RealtimeEvent) => void): () => void;
}

/**
 * REPORTS_STATUS/{jobId} subscriptions (B-026) for a set of jobs that changes as jobs start and
 * finish: follow() subscribes the new ids and stops the ones no longer listed, leaving the others'
 * subscriptions alone (dropping and taking one again could miss a message in between).
 */
export class JobFollower {
  private readonly stops = new Map<string, () => void>();

  constructor(
    private readonly channel: JobChannel,
    private readonly onStatus: (status: ReportsStatusPayload) => void,
  ) {}

  /** Follows exactly `jobIds`; answers the ids followed from now on (not followed before). */
  follow(jobIds: Iterable<string>): string[] {
    const wanted = new Set(jobIds);
    for (const [id, stop] of this.stops) {
      if (wanted.has(id)) continue;
      stop();
      this.stops.delete(id);
    }
    const added: string[] = [];
    for (const id of wanted) {
      if (this.stops.has(id)) continue;
      const stop = this.channel.subscribe({ channel: 'REPORTS_STATUS', jobId: id }, (event) => {
        if (event.type === 'REPORTS_STATUS' && event.payload.jobId === id) this.onStatus(event.payload);
      });
      this.stops.set(id, stop);
      added.push(id);
    }
    return added;
  }

  /** Stops every subscription. */
  stop(): void {
    for (const stop of this.stops.values()) stop();
    this.stops.clear();
  }
}
