// The formulas of docs/analytics.md ("Equipment comparison", "HVAC set-point compliance",
// "Thermostat samples"), as the pages' 'How is this calculated?' popovers show them.

export const EQUIPMENT_FORMULAS = {
  totalConsumption: 'kWh = Σ the daily kWh of the equipment’s energy sub-meters over the local days',
  averageTemperature: 'Mean of each temperature sensor’s hourly averages, then the mean across its sensors',
  temperatureDeviation:
    'Population standard deviation √(mean(x²) − mean²) of the hourly averages, mean across sensors',
  compliancePercentage: 'Compliance = hours in range ÷ (hours with readings − defrost hours) × 100',
  defrostCycleCount:
    'Peaks ≥ 1 °C above the ±12 h median peak, ending within 60 min, recurring at the same time on ≥ 3 days',
  totalDurationOpenMins: 'Σ time from each open reading to the next reading, each stretch at most 10 minutes',
  totalNumberAccess: 'Openings = door readings of 1 (open) that follow a reading of 0 (closed)',
} as const;

export const HVAC_FORMULAS = {
  compliance:
    'Occupied hours with |T − active set point| ≤ 1.5 °C ÷ occupied hours with a temperature and a set point × 100',
  trend: 'The same compliance per local day, as a fraction',
  avgTemp: 'Time-weighted mean space temperature over the occupied hours',
  deviation: 'Time-weighted mean |T − active set point| over the occupied hours',
  coolingHours: 'Cooling hours ÷ observed hours × 24 (stage 1 or 2 running)',
  heatingHours: 'Heating hours ÷ observed hours × 24 (stage 1 or 2 running)',
  energy: 'kWh of the equipment’s energy sub-meters over the local days',
} as const;
