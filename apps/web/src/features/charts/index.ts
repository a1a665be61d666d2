// The charts of spec 3 §2 (G.2–G.8), for any page to embed: pass a CommentsAdapter (the app's
// chart-comments.tsx) to give them comments.

export type { SensorScope } from './api/get-chart-sensors';
export type { EnergyTarget } from './api/get-energy-series';
export { EnergyActivityChart } from './components/energy-activity-chart';
export { SensorActivityChart } from './components/sensor-activity-chart';
export {
  THERMOSTAT_LEGEND,
  ThermostatActivityChart,
  type ThermostatRef,
} from './components/thermostat-activity-chart';
export { ThermostatRuntimeChart } from './components/thermostat-runtime-chart';
export {
  type ChartComment,
  type CommentsAdapter,
  type CommentTarget,
  NO_COMMENTS,
  type PickedCommentPoint,
} from './types';
