import { storage } from './storage';

const CLIENT_ID_KEY = 'clientId';

/**
 * A random id for this browser, sent with every call so the server can tell clients apart
 * (spec 1 §7). getRandomValues works on plain-http origins too, unlike randomUUID.
 */
export function getClientId(): string {
  const known = storage.get(CLIENT_ID_KEY);
  if (known) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  storage.set(CLIENT_ID_KEY, id);
  return id;
}
