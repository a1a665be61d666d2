// The newest bucket of a rollup series is still filling while "now" lies inside it: its average
// (energy so far over the whole bucket) reads low, so a chart that drew it like the others would
// plunge at its last point (issue 9). Charts show it apart, as partial.

/** A point of a bucketed series: `t` is the bucket's start (epoch ms). */
export interface BucketPoint {
  t: number;
}

/**
 * Splits `points` (ascending by bucket start) into the buckets that are complete at `now` and the
 * still-filling ones: a bucket of `bucketMs` starting at `t` is complete once `t + bucketMs <= now`.
 */
export function splitPartialBuckets<T extends BucketPoint>(
  points: readonly T[],
  bucketMs: number,
  now: number,
): { complete: T[]; partial: T[] } {
  let cut = points.length;
  while (cut > 0 && points[cut - 1]!.t + bucketMs > now) cut--;
  return { complete: points.slice(0, cut), partial: points.slice(cut) };
}
