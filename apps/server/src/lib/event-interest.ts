/**
 * Which organisations anyone is watching: this process's own (it has live connections for them) and
 * those other processes announced. An announcement lasts INTEREST_TTL_MS unless repeated, so a
 * process that died without saying so is forgotten.
 */
export const INTEREST_TTL_MS = 60_000;
/** Each process repeats its list this often (well inside the TTL). */
export const INTEREST_REFRESH_MS = 20_000;

export class InterestTable {
  private readonly local = new Set<number>();
  /** orgId → (process id → expiry, epoch ms). */
  private readonly remote = new Map<number, Map<string, number>>();

  watchLocal(orgId: number): void {
    this.local.add(orgId);
  }

  unwatchLocal(orgId: number): void {
    this.local.delete(orgId);
  }

  localOrgs(): number[] {
    return [...this.local];
  }

  watchRemote(src: string, orgIds: readonly number[], now = Date.now()): void {
    for (const org of orgIds) {
      const bySrc = this.remote.get(org) ?? new Map<string, number>();
      bySrc.set(src, now + INTEREST_TTL_MS);
      this.remote.set(org, bySrc);
    }
  }

  unwatchRemote(src: string, orgIds: readonly number[]): void {
    for (const org of orgIds) {
      const bySrc = this.remote.get(org);
      bySrc?.delete(src);
      if (bySrc && !bySrc.size) this.remote.delete(org);
    }
  }

  isWatched(orgId: number, now = Date.now()): boolean {
    if (this.local.has(orgId)) return true;
    const bySrc = this.remote.get(orgId);
    if (!bySrc) return false;
    for (const [src, expiry] of bySrc) {
      if (expiry > now) return true;
      bySrc.delete(src);
    }
    this.remote.delete(orgId);
    return false;
  }
}
