/** Where an organiser upgrades an event (billing finds or creates an account, then asks). */
export const upgradeEventPath = (eventId: string) => `/user/billing/upgrade-event/${eventId}`;
