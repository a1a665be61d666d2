// Notification list limits, in a file without zod (see ./index.ts).

/** C-118: a notification page holds 2,500 rows unless the caller asks otherwise. */
export const DEFAULT_NOTIFICATION_LIMIT = 2500;
/** The largest page one call answers. */
export const MAX_NOTIFICATION_LIMIT = 10_000;
