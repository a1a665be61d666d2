import type { CurrentUser } from '@sw/contracts';
import { storage } from './storage';
import { STATE_KEY, TOKEN_KEY } from './storage-keys';

export { STATE_KEY, TOKEN_KEY } from './storage-keys';

/** A refused sign-in remembered across reloads with its email (spec 1 §4). */
export interface StoredLoginLock {
  email: string;
  lockType: 'TIME_LOCKED' | 'SUSPENDED';
  /** Epoch ms when a time lock ends; absent for a suspension. */
  until?: number;
}

/** The `state` key: the signed-in user as last seen, or the sign-in lock while signed out. */
export interface StoredState {
  user?: CurrentUser;
  loginLock?: StoredLoginLock;
}

export function getToken(): string | null {
  return storage.get(TOKEN_KEY);
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

export function readState(): StoredState {
  const raw = storage.get(STATE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredState) : {};
  } catch {
    return {};
  }
}

export function writeState(state: StoredState): void {
  storage.set(STATE_KEY, JSON.stringify(state));
}

/** A successful sign-in stores the token and the user; writing `state` afresh clears the lock flag. */
export function saveSession(accessToken: string, user: CurrentUser): void {
  storage.set(TOKEN_KEY, accessToken);
  writeState({ user });
}

/** A token from elsewhere (the URL hash at start-up): the user is fetched with it. */
export function adoptToken(accessToken: string): void {
  storage.set(TOKEN_KEY, accessToken);
  storage.remove(STATE_KEY);
}

/** Sign-out and a rejected token both forget the token and the state (spec 1 §4). */
export function clearSession(): void {
  storage.remove(TOKEN_KEY);
  storage.remove(STATE_KEY);
}
