import { z } from 'zod';
import { intId } from './common';

/**
 * A site's latest weather (D-044): outdoor temperature and wind chill in °C, relative humidity in %,
 * timestamp an ISO instant (D-046).
 */
export const Weather = z.object({
  siteId: z.number(),
  temperature: z.number(),
  humidity: z.number(),
  windchill: z.number(),
  timestamp: z.string(),
});
export type Weather = z.infer<typeof Weather>;

export const WeatherSiteParam = z.object({ siteId: intId });

/** Most sites one multisite request may name. */
export const WEATHER_MULTISITE_MAX = 10_000;

// JSON numbers only: no coercion of strings or booleans in a body.
const siteIds = z.array(z.number().int().positive().max(2_147_483_647)).max(WEATHER_MULTISITE_MAX);

/**
 * POST /weather/multisite/latest body (D-046): a bare list `[1, 2, 3]` or `{ "siteIds": [1, 2, 3] }`;
 * both read as the list of ids.
 */
export const WeatherMultisiteBody = z.union([siteIds, z.object({ siteIds })]);
export type WeatherMultisiteBody = z.infer<typeof WeatherMultisiteBody>;

export const siteIdsOf = (body: WeatherMultisiteBody): number[] =>
  Array.isArray(body) ? body : body.siteIds;

/** One entry per named site of the caller that has weather; others are left out. */
export const WeatherList = z.array(Weather);
