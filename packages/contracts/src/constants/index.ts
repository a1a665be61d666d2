/**
 * `@sw/contracts/constants`: the contracts' plain values (constants, pure functions) without the zod
 * schemas, so that the web app can use them without shipping zod (issue 10). The package root
 * re-exports all of it; files here never import zod or a file that does (scripts/check-boundaries.ts).
 */
export * from '../gating';
export * from './analytics';
export * from './analytics-energy';
export * from './analytics-hvac';
export * from './analytics-noh';
export * from './auth';
export * from './comments';
export * from './compliance';
export * from './controls';
export * from './incidents';
export * from './notifications';
export * from './passwords';
export * from './realtime';
