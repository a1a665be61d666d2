export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * Web storage that never throws: storage can be disabled or full (private windows, quotas), and
 * losing a remembered value must not break the app.
 */
function safe(area: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area().setItem(key, value);
      } catch {
        // Not remembered: the value lives only as long as the page.
      }
    },
    remove(key) {
      try {
        area().removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

/** localStorage: survives the browser session (token, state, client id). */
export const storage = safe(() => window.localStorage);
/** sessionStorage: this tab only (embedding mode, dismissed prompts). */
export const sessionStore = safe(() => window.sessionStorage);
