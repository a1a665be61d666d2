export * from './gating';
export * from './roles';
export * from './thermostat-aggregation';
