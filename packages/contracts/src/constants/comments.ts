// Comment limits and types, in a file without zod (see ./index.ts).

/** Comment text limits (spec 2 §5, G-069): 1 to 250 characters after trimming. */
export const COMMENT_MAX_LENGTH = 250;

/**
 * Comment types (G-077/G-078): GENERAL is the default; DAILY_CHECK is the daily check. The rest of
 * the list is ours (the spec does not show it).
 */
export const COMMENT_TYPES = ['GENERAL', 'DAILY_CHECK', 'MAINTENANCE', 'ISSUE'] as const;
