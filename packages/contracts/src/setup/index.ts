// The setup application's contracts: a subpath of its own (@sw/contracts/setup) so that only the
// /setup pages load them, not the sign-in bundle.
export * from './common';
export * from './equipment';
export * from './gateways';
export * from './import';
export * from './installation';
export * from './meters';
export * from './organization';
export * from './people';
export * from './sensors';
export * from './sentinels';
export * from './site-groups';
export * from './sites';
export * from './spaces';
