import { HttpsError } from 'firebase-functions/v2/https';
import type { Caller } from './callable';
import { refusalText } from './refusal';

/** Site staff only (the `staff` custom claim). */
export function requireStaff(caller: Caller): void {
  if (caller.staff) return;
  throw new HttpsError('permission-denied', 'Only site staff can do this.', {
    reason: 'not_staff',
    ...refusalText('refusals.notStaff'),
  });
}
