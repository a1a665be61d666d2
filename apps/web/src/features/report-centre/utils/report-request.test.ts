import type { ReportTemplateAvailability } from '@sw/contracts';
import { REPORT_TEMPLATE_INFO } from '@sw/contracts/report-centre';
import { describe, expect, it } from 'vitest';
import { buildReportRequest, monthEnd, periodOf, type ReportForm } from './report-request';

const form = (patch: Partial<ReportForm>): ReportForm => ({
  template: 'dailyEnergyConsumption',
  format: 'PDF',
  siteId: null,
  siteIds: [],
  equipmentGroupId: null,
  equipmentIds: [],
  from: '2026-11-01',
  to: '2026-11-07',
  month: '2026-10',
  year: 2026,
  aggregation: '1h',
  logo: true,
  ...patch,
});
const all = (
  reportTemplate: string,
  modes: ReportTemplateAvailability['modes'],
): ReportTemplateAvailability => ({
  reportTemplate,
  formats: ['PDF', 'CSV', 'EXCEL'],
  modes,
});
/** The body of a built request (undefined when something is missing). */
const bodyOf = (r: ReturnType<typeof build>) => ('body' in r ? r.body : undefined);
const build = (f: ReportForm, modes: ReportTemplateAvailability['modes'] = ['single']) =>
  buildReportRequest(f, REPORT_TEMPLATE_INFO[f.template], all(f.template, modes), 7, '2026-11-27');

describe('report centre requests (docs/reports.md "Calls")', () => {
  it('a site report needs its site; PDF goes to toPdf with the logo, CSV to toReport without it', () => {
    expect(build(form({}))).toEqual({ missing: 'Choose a site' });
    expect(build(form({ siteId: 3 }))).toEqual({
      call: { call: 'toPdf' },
      body: {
        reportTemplate: 'dailyEnergyConsumption',
        reportFromDate: '2026-11-01',
        reportToDate: '2026-11-07',
        siteId: 3,
        reportOrgImage: true,
      },
    });
    expect(build(form({ siteId: 3, format: 'CSV' }))).toMatchObject({
      call: { call: 'toReport', reportType: 'CSV_REPORT' },
      body: { siteId: 3 },
    });
    expect(bodyOf(build(form({ siteId: 3, format: 'CSV' })))?.reportOrgImage).toBeUndefined();
  });

  it('equipment reports go to batch/toPdf with PDF_MERGE as a PDF, with their list', () => {
    const f = form({ template: 'energyUsage', equipmentIds: [5, 6] });
    expect(build(f, ['single', 'batch'])).toMatchObject({
      call: { call: 'batch' },
      body: { equipmentList: [5, 6], downloadType: 'PDF_MERGE' },
    });
    expect(build(form({ template: 'energyUsage' }), ['batch'])).toEqual({
      missing: 'Choose at least one equipment item',
    });
  });

  it('organisation reports carry the organisation and the chosen sites; a global-only template uses global-report', () => {
    const f = form({ template: 'multiSiteEnergyConsumption', siteIds: [1, 2], format: 'EXCEL' });
    expect(build(f)).toMatchObject({
      call: { call: 'toReport', reportType: 'EXCEL_REPORT' },
      body: { organizationId: 7, searchFilter: { siteIds: [1, 2] } },
    });
    expect(build(f, ['global'])).toMatchObject({ call: { call: 'global', reportType: 'EXCEL_REPORT' } });
    expect(bodyOf(build(form({ template: 'multiSiteEnergyConsumption' })))?.searchFilter).toBeUndefined();
  });

  it('periods: a month is its whole month, a year runs January to today, limits and order are checked', () => {
    const info = REPORT_TEMPLATE_INFO;
    expect(periodOf(form({ month: '2024-02' }), info.monthlyTempCheck, '2026-11-27')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(periodOf(form({ year: 2026 }), info.organizationEnergyPerformance, '2026-11-27')).toEqual({
      from: '2026-01-01',
      to: '2026-11-27',
    });
    expect(periodOf(form({ year: 2025 }), info.organizationEnergyPerformance, '2026-11-27').to).toBe(
      '2025-12-31',
    );
    expect(monthEnd('2026-12')).toBe('2026-12-31');
    expect(build(form({ siteId: 1, from: '2026-11-08', to: '2026-11-07' }))).toEqual({
      missing: 'The period ends before it starts',
    });
    expect(
      build(form({ template: 'hvacControlledPerformance', from: '2026-09-01', to: '2026-11-07' })),
    ).toEqual({ missing: 'Choose at most 31 days' });
  });

  it('asks for the aggregation only where the template takes it, and refuses a format it is not made in', () => {
    expect(
      build(form({ template: 'rawTemperatureData', siteId: 1, format: 'CSV', aggregation: '15m' })),
    ).toMatchObject({ body: { aggregationLevel: '15m' } });
    expect(bodyOf(build(form({ siteId: 1 })))?.aggregationLevel).toBeUndefined();
    expect(
      buildReportRequest(
        form({ template: 'rawTemperatureData', siteId: 1 }),
        REPORT_TEMPLATE_INFO.rawTemperatureData,
        { reportTemplate: 'rawTemperatureData', formats: ['CSV', 'EXCEL'], modes: ['single'] },
        7,
        '2026-11-27',
      ),
    ).toEqual({ missing: 'This report is made as CSV, EXCEL' });
  });
});
