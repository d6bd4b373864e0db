// The functions emulator's URL of a scheduled function, which is what Cloud Scheduler calls:
// the lookup the emulators' scheduler (scripts/emulators/scheduler.mjs) uses.
export { scheduledTriggerUrl } from '../../../scripts/emulators/scheduler.mjs';
