import { compact, searchInt, searchIntList } from '../../../lib/search-params';

/** Sustainability's URL filters: the year and the sites (repeated `sites`). */
export interface SustainabilitySearch {
  year?: number;
  sites?: number[];
}

export const sustainabilitySearch = (s: Record<string, unknown>): SustainabilitySearch => {
  const year = searchInt(s.year);
  return compact({
    year: year !== undefined && year >= 2000 && year < 2100 ? year : undefined,
    sites: searchIntList(s.sites),
  });
};
