import type { SetupSite } from '@sw/contracts/setup';

// Being written (issue 14).
export function EquipmentPanel({ site }: { site: SetupSite }) {
  return <p>{site.title}</p>;
}
