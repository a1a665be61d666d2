import type { SafeStorage } from '../../../lib/storage';

/** sessionStorage key: the releases put off with 'Later' in this tab's sign-in session. */
export const WHATS_NEW_LATER_KEY = 'whatsNewLater';

interface Later {
  /** The end of the access token: a new sign-in is a new session and asks again. */
  session: string;
  releaseIds: number[];
}

const sessionOf = (token: string | null) => (token ?? '').slice(-16);

/** Release ids put off with 'Later' in this sign-in session (none for another session). */
export function readLater(store: SafeStorage, token: string | null): number[] {
  try {
    const later = JSON.parse(store.get(WHATS_NEW_LATER_KEY) ?? 'null') as Later | null;
    if (!later || later.session !== sessionOf(token) || !Array.isArray(later.releaseIds)) return [];
    return later.releaseIds.filter((id) => typeof id === 'number');
  } catch {
    return [];
  }
}

/** 'Later' on these releases: remembered across reloads of this tab until the next sign-in. */
export function rememberLater(store: SafeStorage, token: string | null, releaseIds: number[]): void {
  const ids = [...new Set([...readLater(store, token), ...releaseIds])];
  store.set(WHATS_NEW_LATER_KEY, JSON.stringify({ session: sessionOf(token), releaseIds: ids }));
}

/** Whether a release the user has not seen was not put off yet: only then does the popup come. */
export const hasUnseenNotPutOff = (unseen: number[], putOff: number[]) =>
  unseen.some((id) => !putOff.includes(id));
