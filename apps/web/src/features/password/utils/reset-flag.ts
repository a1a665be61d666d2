import { sessionStore } from '../../../lib/storage';

const KEY = 'passwordReset';

/** Spec 1 §4: a successful reset sets a flag; the next signed-in page greets the user once. */
export const markPasswordReset = () => sessionStore.set(KEY, '1');

export function consumePasswordResetFlag(): boolean {
  const set = sessionStore.get(KEY) === '1';
  if (set) sessionStore.remove(KEY);
  return set;
}
