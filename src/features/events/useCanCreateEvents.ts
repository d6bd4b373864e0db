import { watchUserRecord } from '../../data/adminRecords';
import { useLive, type Live } from '../../ui/useLive';
import { useSession } from '../auth';

/**
 * Whether the signed-in account may create events: staff always, anyone else once an
 * invitation code has granted users/{uid}.permissions.createEvents (what createNewEvent
 * checks). Live, so a code redeemed in another tab shows at once.
 */
export function useCanCreateEvents(): Live<boolean> {
  const user = useSession((state) => state.user);
  const uid = user?.uid ?? null;
  const staff = user?.staff === true;
  return useLive<boolean>(
    (next, fail) => {
      if (staff) {
        next(true);
        return () => undefined;
      }
      if (!uid) {
        next(false);
        return () => undefined;
      }
      return watchUserRecord(uid, (record) => next(record?.createEvents === true), fail);
    },
    [uid, staff],
  );
}
