// Callables are grouped by domain: `event.requestEventAccess` deploys as event-requestEventAccess.
// createNewEvent, updateEventDetails, banUserFromEvent and revokeUserEventBan keep the
// reference's top-level call names.
import { setStaff } from './admin/setStaff';
import { banUserFromEvent } from './event/banUserFromEvent';
import { createNewEvent } from './event/createNewEvent';
import { getEventId } from './event/getEventId';
import { requestEventAccess } from './event/requestEventAccess';
import { revokeUserEventBan } from './event/revokeUserEventBan';
import { setUserRoles } from './event/setUserRoles';
import { updateEventDetails } from './event/updateEventDetails';
import { enforceUploadLimits } from './storage/enforceUploadLimits';

export { banUserFromEvent, createNewEvent, revokeUserEventBan, updateEventDetails };
export const event = { requestEventAccess, getEventId, setUserRoles };
export const admin = { setStaff };
export const storage = { enforceUploadLimits };
