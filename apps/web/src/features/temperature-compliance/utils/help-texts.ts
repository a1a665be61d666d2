import { DEFROST_RULES, DOOR_RECOVERY_MINUTES, SUSTAINED_EXCURSION_MINUTES } from '@sw/contracts/constants';

// 'How is this calculated?' texts of the compliance pages: the formulas of docs/analytics.md
// "Temperature compliance", in the pages' words.

export const FORMULAS = {
  compliance: 'Compliance = hours in range ÷ (hours with readings − defrost hours)',
  inRange: 'Hours in range = sensor-hours whose hourly average lies within the minimum and maximum',
  outOfRange: 'Out-of-range hours = hours with readings − hours in range − defrost hours',
  defrost: 'Defrost hours = hours above the maximum only during a detected defrost cycle',
  hours: 'Hours with readings = sensor-hours holding at least one reading',
  excursions: 'Excursion = consecutive 15-minute (or hourly) averages outside the range',
  toReview: 'Excursions to review = excursions not excused (defrost) and without a review note',
  defrostCycles: 'Defrost cycles a day = detected cycles ÷ days with readings',
  trend: 'Daily compliance = hours in range ÷ (hours with readings − defrost hours), per local day',
  firstLast:
    'First day → last day = daily compliance of the first and of the last local day with hours to count',
  cell: "Cell = the sensor's average reading over one clock hour, in the local day and hour in which it starts",
} as const;

export const HOURS_NOTE =
  "Each sensor's readings are averaged per clock hour (UTC), and each hour counts in the site's local day and hour in which it starts: in a half-hour zone such as India (UTC+5:30) the hour 09:00–10:00 UTC counts as 14:30 local, in the hour '14'.";

export const DEFROST_NOTE = `A defrost cycle is a rise of the sensor's 15-minute peak at least ${DEFROST_RULES.riseC} °C above its usual peak (the median over the surrounding day) that ends within ${DEFROST_RULES.maxMinutes} minutes and recurs at the same local time (±${DEFROST_RULES.toleranceMinutes} min) on at least ${DEFROST_RULES.minDays} days; readings from ${DEFROST_RULES.lookbackDays} days before the period are read to see it recur. An hour is excused when all of its time above the maximum falls within a cycle or the ${DEFROST_RULES.graceMinutes} minutes after it.`;

export const EXPLANATION_NOTE = `Each excursion is explained by the first rule that fits: Defrost (within a detected defrost cycle and ${DEFROST_RULES.graceMinutes} minutes of recovery; excused), Door open (a door of the same equipment held open as it began, ending within ${DOOR_RECOVERY_MINUTES} minutes of the door closing), Equipment fault (an incident on the equipment overlapping it, or lasting ${SUSTAINED_EXCURSION_MINUTES / 60} hours or more), else Unexplained.`;

export const CELL_NOTE =
  "Each cell is one hour of one local day: the average of the sensor's readings in that clock hour (the hourly rollup's sum ÷ count), coloured by its level against the sensor's range. On a 25-hour DST day the repeated hour is one averaged cell (two hours in the counts). Levels:";
