/**
 * The mount point of a service root: its path part without a trailing slash ('' for '/'). A root
 * may be a full URL (the web client calls it there); the server mounts the routes at its path.
 */
export function mountPrefix(root: string): string {
  const path = /^https?:\/\//.test(root) ? new URL(root).pathname : root;
  return path.replace(/\/+$/, '');
}
