import type { SiteWeatherNormalization } from '@sw/contracts';
import { formatNumber, MISSING_VALUE, NOT_AVAILABLE } from '@sw/domain';
import { monthLabel } from './annual-rows';

// Words and signs of the EUI page's weather view (docs/analytics.md "Weather-normalised EUI").

/** '+1.2', '-0.4', '0.0': a change with its sign; '-' when missing. */
export function formatSigned(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_VALUE;
  const text = formatNumber(value);
  return value > 0 && text !== '0.0' ? `+${text}` : text;
}

const STATUS_SHORT: Record<SiteWeatherNormalization['status'], string> = {
  ok: 'Fitted',
  no_floor_area: 'No floor area',
  insufficient_data: 'Too few months',
  poor_fit: 'Loose fit',
  no_normals: 'No weather record',
};

/** The model in a few words ('Heat < 13.5 °C, cool > 16 °C · CV(RMSE) 4.1 %'), or why there is none. */
export function modelSummary(w: SiteWeatherNormalization | null): string {
  if (!w) return NOT_AVAILABLE;
  const m = w.model;
  if (w.status !== 'ok' || !m) return STATUS_SHORT[w.status];
  const terms =
    m.kind === 'mean'
      ? 'No weather effect'
      : [
          m.heating_base_c !== null ? `Heat < ${m.heating_base_c} °C` : null,
          m.cooling_base_c !== null
            ? `${m.heating_base_c !== null ? 'cool' : 'Cool'} > ${m.cooling_base_c} °C`
            : null,
        ]
          .filter(Boolean)
          .join(', ');
  return m.cv_rmse === null ? terms : `${terms} · CV(RMSE) ${formatNumber(m.cv_rmse * 100)}%`;
}

/** The months a change compares, in words ('Oct 2026', 'Jan 2026 – Oct 2026, 10 months'). */
export function comparedMonths(months: readonly string[]): string {
  if (!months.length) return 'no month';
  if (months.length === 1) return monthLabel(months[0]!);
  return `${monthLabel(months[0]!)} – ${monthLabel(months.at(-1)!)}, ${months.length} months`;
}

/** Why a weather figure is missing, for its tooltip. */
export function weatherNote(w: SiteWeatherNormalization | null): string {
  if (!w) return 'No weather figures in this report';
  return w.message;
}
