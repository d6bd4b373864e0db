export { AccountIdentity } from './AccountIdentity';
export { ClosingAnnouncement } from './ClosingAnnouncement';
export { DashboardPage } from './DashboardPage';
export { useAccountProfile, useGlobalSettings } from './liveData';
export { DemoClosingBanner } from './DemoClosingBanner';
