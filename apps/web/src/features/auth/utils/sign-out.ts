import { clearSession, hasToken } from '../../../lib/session';
import { logout } from '../api/logout';

/**
 * Spec 1 §2: sign-out clears token and state, returns to / and reloads, dropping every cache. The
 * server ends the token first (issue 9), so a copy of it is worthless afterwards.
 */
export async function signOut(): Promise<void> {
  if (hasToken()) await logout();
  clearSession();
  window.location.assign('/');
}
