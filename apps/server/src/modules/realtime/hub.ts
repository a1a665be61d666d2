import type { RealtimeEvent } from '@sw/contracts';
import type { BusEvent } from '../../lib/event-bus';
import type { AuthContext } from '../identity';
import { canSee } from './access';
import { expandReadings } from './ingest-events';

/** A live connection of this process (STOMP or plain stream). */
export interface Subscriber {
  readonly auth: AuthContext;
  /** Called only for events the connection's caller may see; the connection applies its own filters. */
  deliver(event: RealtimeEvent): void;
  /** The caller's session ended (password change, suspension): close with an error. */
  revoke(reason: string): void;
  /** The server is stopping. */
  shutdown(): void;
}

/** Where the hub declares the organisations it has connections for (the event bus). */
export interface InterestSink {
  watch(orgId: number): Promise<void>;
  unwatch(orgId: number): Promise<void>;
}

/** This process's connections by organisation: bus events fan out only inside their organisation. */
export class Hub {
  private readonly byOrg = new Map<number, Set<Subscriber>>();

  constructor(private readonly interest: InterestSink) {}

  /** Resolves once the organisation is known to be watched, so that publishers stop skipping it. */
  async add(s: Subscriber): Promise<void> {
    const orgId = s.auth.orgId;
    let set = this.byOrg.get(orgId);
    if (!set) {
      set = new Set();
      this.byOrg.set(orgId, set);
    }
    set.add(s);
    await this.interest.watch(orgId);
  }

  remove(s: Subscriber): void {
    const orgId = s.auth.orgId;
    const set = this.byOrg.get(orgId);
    if (!set?.delete(s)) return;
    if (!set.size) {
      this.byOrg.delete(orgId);
      void this.interest.unwatch(orgId);
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.byOrg.values()) n += set.size;
    return n;
  }

  /** Readings batches are expanded only for organisations with connections here. */
  dispatch(event: BusEvent): void {
    if (event.type === 'SESSION_REVOKED') {
      // A user may hold sockets in several organisations (organisation switching): close them all,
      // or only those of the signed-out token.
      const { userId, tokenId } = event.payload;
      for (const set of [...this.byOrg.values()])
        for (const s of [...set])
          if (s.auth.userId === userId && (!tokenId || s.auth.tokenId === tokenId)) s.revoke('Session ended');
      return;
    }
    const set = this.byOrg.get(event.payload.orgId);
    if (!set) return;
    if (event.type === 'READINGS_BATCH') {
      for (const e of expandReadings(event)) this.dispatch(e);
      return;
    }
    // Copy: delivering may close a connection, which removes it from the set.
    for (const s of [...set]) if (canSee(s.auth, event)) s.deliver(event);
  }

  shutdown(): void {
    for (const set of [...this.byOrg.values()]) for (const s of [...set]) s.shutdown();
  }
}
