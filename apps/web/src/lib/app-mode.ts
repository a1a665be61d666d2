import { sessionStore } from './storage';

const APP_MODE_KEY = 'appMode';
const SIMPLYCHECK = 'simplycheck';

/**
 * `?app=simplycheck` opens the app inside the SimplyCheck companion, which has its own account menu
 * (spec 1 §2). Remembered for the tab, because the parameter is gone after the first navigation.
 */
export function rememberAppMode(search: string): void {
  const app = new URLSearchParams(search).get('app');
  if (app === null) return;
  if (app === SIMPLYCHECK) sessionStore.set(APP_MODE_KEY, SIMPLYCHECK);
  else sessionStore.remove(APP_MODE_KEY);
}

export function isSimplyCheck(): boolean {
  return sessionStore.get(APP_MODE_KEY) === SIMPLYCHECK;
}
