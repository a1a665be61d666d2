/** The queue of the crash test: a killed worker's job comes back after 10 s without a heartbeat. */
export const CRASH_QUEUE = 'crash-test';
export const crashQueueOptions = { retryLimit: 2, retryDelay: 1, heartbeatSeconds: 10, expireInSeconds: 120 };
