import { RECOMMENDATION_KINDS, type RecommendationKind } from '@sw/contracts/constants';
import { compact, searchIntList, searchString } from '../../../lib/search-params';

/** The Recommendations page's URL filters: sites, kinds (repeated keys) and the week's last day (none = latest). */
export interface RecommendationsSearch {
  sites?: number[];
  kind?: RecommendationKind[];
  date?: string;
}

export function recommendationsSearch(s: Record<string, unknown>): RecommendationsSearch {
  const raw = (Array.isArray(s.kind) ? s.kind : [s.kind]).flatMap((k) =>
    typeof k === 'string' ? k.split(',') : [],
  );
  const kind = RECOMMENDATION_KINDS.filter((k) => raw.includes(k));
  const date = searchString(s.date);
  return compact({
    sites: searchIntList(s.sites),
    kind: kind.length ? kind : undefined,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
  });
}
