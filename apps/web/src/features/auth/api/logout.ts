import { LOGOUT_PATH } from '@sw/contracts/constants';
import { apiFetch } from '../../../lib/api-client';

/**
 * Ends this session on the server: the token stops working everywhere and its real-time connections
 * close. Never throws: signing out goes on locally whatever the answer (an already ended session
 * answers 401), and a slow server cannot hold the user on the page for long.
 */
export async function logout(): Promise<void> {
  try {
    await apiFetch(LOGOUT_PATH, { method: 'POST', signal: AbortSignal.timeout(5_000) });
  } catch {
    // Signed out locally anyway.
  }
}
