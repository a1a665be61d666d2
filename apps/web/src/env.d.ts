/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The external setup application (Setup link); unset hides the link. */
  readonly VITE_SETUP_URL?: string;
}
