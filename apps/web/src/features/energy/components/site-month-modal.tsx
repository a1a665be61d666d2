import { DailyEnergyModal, type DailyEnergyTarget } from '../../../components/charts/daily-energy-modal';
import { useSiteMonthDailyEnergy } from '../api/get-site-daily-energy';

/** The annual pages' daily energy chart of a site's month, fed from this feature's query. */
export function SiteMonthModal({
  target,
  onClose,
}: {
  target: DailyEnergyTarget | null;
  onClose: () => void;
}) {
  const daily = useSiteMonthDailyEnergy(target);
  return <DailyEnergyModal target={target} series={daily} onClose={onClose} />;
}
