import { HttpsError } from 'firebase-functions/v2/https';
import { refusalText } from '../shared/refusal';

// The staff pages' refusals, each naming the app's catalog message for its sentence (issue 34):
// shown in the staff member's language (functions/src/shared/refusal.test.ts checks the
// English is the same sentence).

export const userNotFound = () =>
  new HttpsError('not-found', "This user doesn't exist.", {
    reason: 'user_not_found',
    ...refusalText('refusals.userNotFound'),
  });

export const roomNotFound = () =>
  new HttpsError('not-found', "This room doesn't exist.", {
    reason: 'room_not_found',
    ...refusalText('refusals.roomNotFound'),
  });

export const noRooms = () =>
  new HttpsError('failed-precondition', 'This event has no rooms.', {
    reason: 'no_rooms',
    ...refusalText('refusals.noRooms'),
  });
