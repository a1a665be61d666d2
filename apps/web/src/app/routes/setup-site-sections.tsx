import type { SetupSite } from '@sw/contracts/setup';
import type { ReactNode } from 'react';
import { DevicesPanel } from '../../features/setup/components/devices-panel';
import { EquipmentPanel } from '../../features/setup/components/equipment-panel';
import { MetersPanel } from '../../features/setup/components/meters-panel';
import { SentinelsPanel } from '../../features/setup/components/sentinels-panel';
import { SpacesPanel } from '../../features/setup/components/spaces-panel';

/** A section of a site's setup page (a tab): what it holds, drawn for the site. */
export interface SiteSection {
  value: string;
  label: string;
  render: (site: SetupSite) => ReactNode;
}

/** The sections after 'Details', in the order a site is set up: spaces, equipment, devices, rules. */
export const SITE_SECTIONS: SiteSection[] = [
  { value: 'spaces', label: 'Spaces', render: (site) => <SpacesPanel site={site} /> },
  { value: 'equipment', label: 'Equipment', render: (site) => <EquipmentPanel site={site} /> },
  { value: 'devices', label: 'Gateways & sensors', render: (site) => <DevicesPanel site={site} /> },
  { value: 'meters', label: 'Energy meters', render: (site) => <MetersPanel site={site} /> },
  { value: 'sentinels', label: 'Sentinels', render: (site) => <SentinelsPanel site={site} /> },
];
