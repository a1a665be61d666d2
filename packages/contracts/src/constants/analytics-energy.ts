/**
 * Plain values of the organisation and site energy reports and the multisite Dashboard's energy tiles
 * (spec 3 §2 "Energy tiles", §8, §9; E-054 … E-063), shared by the server and the web app.
 */

/** E-054/E-055, spec 3 §9: the energy tiles show the top 5 sites. */
export const ENERGY_TOP_SITES = 5;
/** E-056: bar labels of 'Top Energy Consuming Sites' wrap at 21 characters. */
export const TOP_SITES_LABEL_WRAP = 21;
/** E-057: the bar inserted among the sites in its sorted position. */
export const AVERAGE_OF_ALL_SITES = 'Average of All Sites';
/** E-059 (spec 3 §8). */
export const NO_ENERGY_DATA_MESSAGE = 'There is no energy data available in the time period selected';
/** E-060 (spec 3 §8). */
export const ENERGY_NOT_APPLICABLE_MESSAGE = 'This tile is not applicable for you';
/** E-061 (decided): the Dashboard's energy tiles cover the last 30 complete days (today excluded). */
export const ENERGY_TILE_PERIOD_DAYS = 30;

/** Longest period of the organisation and site energy reports (daily rollups; a year and a day). */
export const MAX_ENERGY_REPORT_DAYS = 366;
/**
 * Longest period of the peak demand report: interval (15-minute, else hourly) rollups are kept 62
 * days (docs/telemetry-conventions.md "Retention"); a daily total says nothing about a peak.
 */
export const MAX_PEAK_DEMAND_DAYS = 62;
/** `{dates}` keyword of the site energy and peak demand reports: the site's current month to today. */
export const CURRENT_MONTH = 'current_month';

/**
 * Everyday equivalents of an amount of CO2e (site_co2_emission_converter), each `kg` CO2e per one
 * unit, with where the factor comes from. Tree seedlings sequester rather than emit: the amount a
 * seedling grown for 10 years takes up, i.e. how many it would take to absorb the emissions.
 */
export const CO2_EQUIVALENTS = [
  {
    key: 'car_km',
    label: 'Kilometres driven by an average passenger car',
    unit: 'km',
    kgPerUnit: 0.251,
    source:
      'US EPA, Greenhouse Gas Emissions from a Typical Passenger Vehicle (EPA-420-F-18-008): 404 g CO2 per mile = 0.251 kg per km',
  },
  {
    key: 'gasoline_litres',
    label: 'Litres of petrol burned',
    unit: 'L',
    kgPerUnit: 2.348,
    source: 'US EPA: 8.887 kg CO2 per US gallon of gasoline (40 CFR 600.113) ÷ 3.785 L per gallon',
  },
  {
    key: 'tree_seedlings_10y',
    label: 'Tree seedlings grown for 10 years to absorb it',
    unit: 'trees',
    kgPerUnit: 60,
    source:
      'US EPA Greenhouse Gas Equivalencies Calculator: 0.060 t CO2 per urban tree seedling grown for 10 years',
  },
] as const;
export type Co2EquivalentKey = (typeof CO2_EQUIVALENTS)[number]['key'];
