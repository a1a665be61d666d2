// The local-storage keys of spec 1 §3, in one place so that no feature invents its own.

/** The bearer access token. */
export const TOKEN_KEY = 'authToken';
/** What survives a reload besides the token: the user as last seen and the sign-in lock. */
export const STATE_KEY = 'state';
/** Ids of report files the user has not yet opened (the downloads issue fills it). */
export const SAVE_FILE_IDS_KEY = 'saveFileIds';
/** Report jobs in progress or recently finished (the downloads issue fills it). */
export const REPORT_WORKER_DATA_KEY = 'reportWorkerData';
