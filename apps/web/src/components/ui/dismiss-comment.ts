/** C-100: the dismiss comment is required, 1–250 characters (the server's DismissRequest). */
export const DISMISS_COMMENT_MAX = 250;

/** Whether a comment can be sent: not only blanks, and at most 250 characters as typed. */
export function isValidDismissComment(comment: string): boolean {
  return comment.trim().length >= 1 && comment.length <= DISMISS_COMMENT_MAX;
}
