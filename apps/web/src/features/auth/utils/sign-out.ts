import { clearSession } from '../../../lib/session';

/** Spec 1 §2: sign-out clears token and state, returns to / and reloads, dropping every cache. */
export function signOut(): void {
  clearSession();
  window.location.assign('/');
}
