export * from './auth';
export * from './common';
export * from './sites';
export * from './telemetry';
export * from './timeseries';
