// Runs a scheduled function the way Cloud Scheduler does: a POST to the functions emulator's
// trigger route. One lookup for the stack's scheduler, the functions tests and these.
export { runScheduled, scheduledTriggerUrl } from '../scripts/emulators/scheduler.mjs';
