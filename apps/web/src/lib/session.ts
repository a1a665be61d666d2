import type { CurrentUser } from '@sw/contracts';
import { storage } from './storage';

// Local storage keys of spec 1 §3.
export const TOKEN_KEY = 'authToken';
export const STATE_KEY = 'state';

/** What survives a reload besides the token: the signed-in user as last seen. */
export interface StoredState {
  user: CurrentUser;
}

export function getToken(): string | null {
  return storage.get(TOKEN_KEY);
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

export function saveSession(accessToken: string, user: CurrentUser): void {
  storage.set(TOKEN_KEY, accessToken);
  storage.set(STATE_KEY, JSON.stringify({ user } satisfies StoredState));
}

/** Sign-out and a rejected token both forget the token and the state (spec 1 §4). */
export function clearSession(): void {
  storage.remove(TOKEN_KEY);
  storage.remove(STATE_KEY);
}
