export * from './analytics';
export * from './content';
export * from './equipment';
export * from './identity';
export * from './incidents';
export * from './organizations';
export * from './sites';
export * from './telemetry';
