import type {
  EnergyPro,
  EquipmentEnergyCompareReport,
  EquipmentTypeEnergyReport,
  SiteEnergyCompareReport,
} from '@sw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The organisation energy reports' question: inclusive local days and, optionally, some sites. */
export interface OrgEnergyRequest {
  orgId: number;
  from: string;
  to: string;
  /** None: every site the caller may see. */
  siteIds?: readonly number[];
}

const query = (req: OrgEnergyRequest) => ({ site_id: req.siteIds?.length ? req.siteIds : undefined });
const path = (name: string, req: OrgEnergyRequest) => `/report/${name}/${req.orgId}/${req.from}/${req.to}`;

/** GET <ANALYTICS_ROOT>/report/site_energy_compare/{orgId}/{from}/{to}?site_id (I-096, E-062). */
export const siteEnergyCompareQuery = (req: OrgEnergyRequest) =>
  queryOptions({
    queryKey: ['energy', 'site-compare', req],
    queryFn: ({ signal }) =>
      apiRequest<SiteEnergyCompareReport>(path('site_energy_compare', req), {
        service: 'analytics',
        query: query(req),
        signal,
      }),
  });

/** GET <ANALYTICS_ROOT>/report/equipment_type_energy_report/{orgId}/{from}/{to}?site_id (I-097, E-063). */
export const equipmentTypeEnergyQuery = (req: OrgEnergyRequest) =>
  queryOptions({
    queryKey: ['energy', 'equipment-type', req],
    queryFn: ({ signal }) =>
      apiRequest<EquipmentTypeEnergyReport>(path('equipment_type_energy_report', req), {
        service: 'analytics',
        query: query(req),
        signal,
      }),
  });

/** GET <ANALYTICS_ROOT>/report/equipment_energy_compare/{orgId}/{from}/{to}?site_id (I-098). */
export const equipmentEnergyCompareQuery = (req: OrgEnergyRequest) =>
  queryOptions({
    queryKey: ['energy', 'equipment-compare', req],
    queryFn: ({ signal }) =>
      apiRequest<EquipmentEnergyCompareReport>(path('equipment_energy_compare', req), {
        service: 'analytics',
        query: query(req),
        signal,
      }),
  });

const keep = { placeholderData: keepPreviousData };
const disabled = { orgId: 0, from: '', to: '' };

export const useSiteEnergyCompare = (req: OrgEnergyRequest | null) =>
  useQuery({ ...siteEnergyCompareQuery(req ?? disabled), enabled: req !== null, ...keep });
export const useEquipmentTypeEnergy = (req: OrgEnergyRequest | null) =>
  useQuery({ ...equipmentTypeEnergyQuery(req ?? disabled), enabled: req !== null, ...keep });
export const useEquipmentEnergyCompare = (req: OrgEnergyRequest | null) =>
  useQuery({ ...equipmentEnergyCompareQuery(req ?? disabled), enabled: req !== null, ...keep });

/**
 * GET /api/v1/energy-pro: the organisation's energy meters (E-060/E-061, decided: none means no site
 * is monitored by energy sensors, and the energy tiles are not applicable).
 */
export function useEnergyPros() {
  return useQuery({
    queryKey: ['energy', 'energy-pro'],
    queryFn: ({ signal }) => apiRequest<EnergyPro[]>('/api/v1/energy-pro', { signal }),
    staleTime: 5 * 60_000,
  });
}
