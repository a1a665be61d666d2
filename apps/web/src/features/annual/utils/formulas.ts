import { EUI_TARGET, WEATHER_MAX_CV_RMSE, WEATHER_MAX_NMBE } from '@sw/contracts/constants';

// The 'How is this calculated?' texts of the annual and Summary pages: the formulas of
// docs/analytics.md ("Annual energy, EUI and CO2", "Month status", "Trend sparkline",
// "Weather-normalised EUI"), in the page's words.

export interface Formula {
  label: string;
  formula: string;
  detail: string;
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

export const FORMULAS = {
  energyTotal: {
    label: 'Energy Consumption',
    formula: 'Energy (kWh) = Σ of each site’s energy over its local days, January to the report month',
    detail:
      'A site’s energy is its main meter, else the sum of its equipment sub-meters, read from the daily totals of the site’s own time zone. The organisation figure adds up the sites shown.',
  },
  siteTotal: {
    label: 'YTD total',
    formula: 'YTD = Σ of the site’s months, January to the report month',
    detail: 'Months in progress or with missing days count what was measured.',
  },
  month: {
    label: 'Monthly values',
    formula: 'Month = Σ of the site’s daily energy over the month’s local days',
    detail:
      'A month is complete when it has ended in the site’s time zone and every day has data. Months in progress or with days missing are in italics on a tinted background and say how many days have data; ‘-’ is a month without data. Select a month to see its days.',
  },
  trend: {
    label: 'Trend',
    formula: 'Trend point = month ÷ its days with data, January to the report month',
    detail:
      'Per day rather than per month, so that a short month or the month in progress does not read as a drop. Hollow points are months that are not complete.',
  },
  euiYtd: {
    label: 'EUI YTD',
    formula: 'EUI YTD (kWh/m2) = site energy January … report month ÷ floor area (m2)',
    detail:
      'For the organisation: the energy of the sites with a floor area ÷ the sum of their floor areas. ‘N/A’: the site has no floor area.',
  },
  euiEst: {
    label: 'Estimated EUI',
    formula: 'Estimated EUI = (measured kWh + each day without data × a daily rate) ÷ floor area',
    detail: `A whole-year projection: the daily rate is the same month of last year when that month was complete, else the year’s average measured day. Above ${EUI_TARGET} kWh/m2 it shows in the warning colour, otherwise in the good colour.`,
  },
  co2Total: {
    label: 'CO2 Emissions',
    formula: 'CO2 (kg CO2e) = kWh × the site’s grid emission factor (kg CO2e/kWh)',
    detail:
      'Location-based grid factors stored per site; a site without one shows ‘N/A’ and is left out of the total.',
  },
  co2Factor: {
    label: 'CO2 Factor',
    formula: 'CO2 Factor = kg CO2e emitted per kWh of the site’s electricity grid',
    detail: 'The location-based factor of the site’s region, shown to its stored three decimals.',
  },
  normalized: {
    label: 'Normalised EUI',
    formula:
      'Normalised EUI = Σ months (kWh − b·days·(HDD − HDDnormal) − c·days·(CDD − CDDnormal)) ÷ floor area',
    detail:
      'The year at normal weather. Complete months keep what was measured less what their weather differed from normal; other months are the site’s model at normal weather, days × (a + b·HDDnormal + c·CDDnormal). Normal degree-days are the mean of the years in the site’s weather record.',
  },
  weatherEffect: {
    label: 'Weather effect',
    formula:
      'Weather effect = Σ complete months b·days·(HDD − HDDnormal) + c·days·(CDD − CDDnormal), ÷ floor area',
    detail:
      'What this year’s weather added (+) or saved (−) against a normal year, over the months measured so far.',
  },
  change: {
    label: 'Change against last year',
    formula: 'Change = EUI this year − EUI last year, over the months complete in both years',
    detail:
      'Weather = the model at this year’s degree-days − the model at last year’s; Site = Change − Weather: what the site itself used more (+) or less (−).',
  },
  changeWeather: {
    label: 'Weather part of the change',
    formula:
      'Weather = Σ months (days·(a + b·HDD + c·CDD) this year − days·(a + b·HDD + c·CDD) last year), ÷ floor area',
    detail:
      'What the site’s model expects from the difference between the two years’ degree-days (and day counts).',
  },
  changeSite: {
    label: 'Site part of the change',
    formula: 'Site = Change − Weather',
    detail: 'What the site itself used more (+) or less (−) than last year once the weather is taken out.',
  },
  model: {
    label: 'Weather model',
    formula: 'kWh/day = a + b·HDD/day + c·CDD/day, least squares over 12 complete months',
    detail: `Degree-days from each day’s mean, lowest and highest outdoor temperature (single-sine); the base temperatures are fitted in half degrees. A heating or cooling term stays only with a positive slope two standard errors from zero. The fit is used when CV(RMSE) ≤ ${pct(WEATHER_MAX_CV_RMSE)} and |NMBE| ≤ ${pct(WEATHER_MAX_NMBE)} (ASHRAE Guideline 14, monthly data).`,
  },
  monthlyOrg: {
    label: 'Monthly energy',
    formula: 'Month (kWh) = Σ over the sites of their energy in that local month',
    detail: 'Lighter bars are months in progress or with sites missing days.',
  },
  completeness: {
    label: 'Data completeness',
    formula: 'Complete site = every month so far has ended and has data on every day',
    detail:
      'Sites with months in progress only are counted as up to date; missing days leave a month incomplete.',
  },
} satisfies Record<string, Formula>;
