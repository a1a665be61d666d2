import type { ReportTemplate } from '../report-jobs';

/*
 * H-001 (decided): what the report centre (/reports) shows of each template and what it asks for.
 * Which templates the server makes, in which formats and through which calls, is the server's
 * answer (GET /api/v2/jobs/templates); this is how to ask for them.
 */

/** What a report is about: one site, sites of the organisation, an equipment group, equipment items. */
export type ReportSubject = 'site' | 'sites' | 'equipmentGroup' | 'equipment';
/** The period picker: a range of days, a calendar month, or a year (January to a month). */
export type ReportPeriodKind = 'days' | 'month' | 'year';

export interface ReportTemplateInfo {
  title: string;
  description: string;
  /** One of the report centre's own templates (H-002), listed first. */
  centre: boolean;
  subject: ReportSubject;
  period: ReportPeriodKind;
  /** Asks for aggregationLevel (15m, 1h, 1d). */
  aggregation: boolean;
  /** Longest period in days the template takes (the pages' own limits), when it has one. */
  maxDays?: number;
}

export const REPORT_TEMPLATE_INFO: Record<ReportTemplate, ReportTemplateInfo> = {
  equipmentPerformanceSummary: {
    title: 'Equipment performance summary',
    description: 'Each equipment group of each site: energy, temperature compliance and door use.',
    centre: true,
    subject: 'sites',
    period: 'days',
    aggregation: false,
    maxDays: 62,
  },
  monthlyTempCheck: {
    title: 'Monthly temperature check',
    description:
      'A month of a site: every refrigeration sensor’s daily minimum, mean, maximum and hours in range, and the excursions.',
    centre: true,
    subject: 'site',
    period: 'month',
    aggregation: false,
  },
  energyUsage: {
    title: 'Energy usage',
    description: 'The daily energy of chosen equipment items, one section each.',
    centre: true,
    subject: 'equipment',
    period: 'days',
    aggregation: false,
  },
  storageUsage: {
    title: 'Storage usage',
    description: 'Cold rooms and freezers: energy, door openings, temperature compliance.',
    centre: true,
    subject: 'sites',
    period: 'days',
    aggregation: false,
    maxDays: 62,
  },
  temperatureRecord: {
    title: 'Temperature record',
    description: 'The temperature log of a site’s refrigeration: each sensor’s readings with its range.',
    centre: true,
    subject: 'site',
    period: 'days',
    aggregation: true,
  },
  organizationEnergyPerformance: {
    title: 'Energy performance (annual)',
    description: 'Energy, EUI and CO2 of every site, month by month, January to the chosen month.',
    centre: false,
    subject: 'sites',
    period: 'year',
    aggregation: false,
  },
  multiSiteEnergyConsumption: {
    title: 'Energy consumption by site',
    description: 'Each site’s energy, EUI, CO2 and non-operating hours share, and its daily energy.',
    centre: false,
    subject: 'sites',
    period: 'days',
    aggregation: false,
  },
  dailyEnergyConsumption: {
    title: 'Daily energy consumption',
    description: 'A site’s energy day by day, split into operating and non-operating hours.',
    centre: false,
    subject: 'site',
    period: 'days',
    aggregation: false,
  },
  multiSiteTemperatureCompliance: {
    title: 'Temperature compliance by site',
    description: 'Each site’s temperature compliance, least compliant first.',
    centre: false,
    subject: 'sites',
    period: 'days',
    aggregation: false,
  },
  temperatureCompliance: {
    title: 'Temperature compliance',
    description: 'A site’s compliance per sensor, and each excursion explained.',
    centre: false,
    subject: 'site',
    period: 'days',
    aggregation: false,
  },
  equipmentPerformance: {
    title: 'Equipment group performance',
    description: 'The equipment of a group: energy, energy per degree-day, temperatures and doors.',
    centre: false,
    subject: 'equipmentGroup',
    period: 'days',
    aggregation: false,
    maxDays: 62,
  },
  hvacControlledPerformance: {
    title: 'HVAC performance',
    description: 'Controlled HVAC units: setpoint compliance, space temperature, runtimes and energy.',
    centre: false,
    subject: 'sites',
    period: 'days',
    aggregation: false,
    maxDays: 31,
  },
  rawTemperatureData: {
    title: 'Raw temperature data',
    description: 'Every temperature sensor of a site at the chosen interval.',
    centre: false,
    subject: 'site',
    period: 'days',
    aggregation: true,
  },
  rawEnergyData: {
    title: 'Raw energy data',
    description: 'Every energy meter of a site at the chosen interval.',
    centre: false,
    subject: 'site',
    period: 'days',
    aggregation: true,
  },
};
