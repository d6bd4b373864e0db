export { AccountIdentity } from './AccountIdentity';
export { ClosingAnnouncement } from './ClosingAnnouncement';
export { DashboardPage, PageNotFound, UserEventsPage } from './DashboardPage';
export { RequireDocumentIds } from './RequireDocumentIds';
export { useAccountProfile, useGlobalSettings } from './liveData';
export { DemoClosingBanner } from './DemoClosingBanner';
