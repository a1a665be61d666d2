/**
 * Build-time settings of the web app. VITE_SETUP_URL is the setup application the Setup entry opens
 * with the access token (spec 1 §2, A-092): our own /setup unless another one is named.
 */
export const SETUP_URL: string = import.meta.env.VITE_SETUP_URL || '/setup';
