import type { FastifyPluginAsync } from 'fastify';
import { mountPrefix } from '../../lib/mount-prefix';
import { weatherRoutes } from './weather.routes';

export { recordWeather, type WeatherReadingRow, weatherDaysUpsertSql } from './weather-days';

/** The weather service at WEATHER_ROOT (latest weather of one site and of many). */
export const weatherModule: FastifyPluginAsync = async (api) => {
  await api.register(weatherRoutes, { prefix: mountPrefix(api.config.WEATHER_ROOT) });
};
