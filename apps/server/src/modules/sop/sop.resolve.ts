import type { SopComponent, SopResolved, SopResourceType } from '@sw/contracts';

/**
 * The winning rule of each component: the first one, since sopComponents lists the nearest first
 * (a sentinel's range before its equipment's, as the compliance report does).
 */
export function resolveSop(
  resourceId: number,
  resourceType: SopResourceType,
  components: SopComponent[],
): SopResolved {
  const first = <K extends SopComponent['component']>(k: K) =>
    (components.find((c) => c.component === k) as Extract<SopComponent, { component: K }> | undefined) ??
    null;
  return {
    resourceId,
    resourceType,
    temperatureRange: first('TEMPERATURE_RANGE'),
    setPoints: first('SET_POINTS'),
    operatingHours: first('OPERATING_HOURS'),
  };
}
