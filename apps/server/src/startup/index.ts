export { registerStartingGate, STARTING_RETRY_SECONDS, startingPage } from './gate';
export { StartupState } from './state';
