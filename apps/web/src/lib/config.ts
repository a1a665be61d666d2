/**
 * Build-time settings of the web app. VITE_SETUP_URL is the external setup application (spec 1 §2
 * Setup link, A-092); without it the Setup entry is not shown.
 */
export const SETUP_URL: string | null = import.meta.env.VITE_SETUP_URL || null;
