/** Small helpers the benches share for their figures and paths. */

export const median = (xs: number[]) => {
  const a = [...xs].sort((p, q) => p - q);
  const m = a.length >> 1;
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
};

/** The path part of a service root ('' for '/'), whether the config holds a path or a full URL. */
export const rootPath = (root: string) =>
  (/^https?:\/\//.test(root) ? new URL(root).pathname : root).replace(/\/+$/, '');

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
