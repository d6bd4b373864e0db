import type { ReactNode } from 'react';
import { isDocumentId } from '../../domain/documentIdRule';
import { useParams } from '../../ui/routing';
import { PageNotFound } from './DashboardPage';

/**
 * Around pages whose address names documents (/admin/event/:eventId and the like): an id typed
 * into the address that cannot be one path segment ('..%2Fx', 'a%2Fb') is a page that does not
 * exist, said with the way back, instead of a raw 'Invalid document reference' error from
 * Firestore (issue 30 #5).
 */
export function RequireDocumentIds({ children }: { children: ReactNode }) {
  const params = useParams();
  const ids = Object.entries(params)
    .filter(([name]) => name !== '*')
    .map(([, value]) => value ?? '');
  return ids.every(isDocumentId) ? children : <PageNotFound />;
}
