export * from './format-date';
export * from './format-duration';
export * from './format-missing';
export * from './format-number';
export * from './format-units';
export * from './gating';
export * from './roles';
export * from './thermostat-aggregation';
