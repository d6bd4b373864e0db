import { lazy } from 'react';

/** /user/billing/*: a lazy chunk of the account shell (Stripe and the forms load only here). */
export const BillingRoutes = lazy(() => import('./BillingRoutes'));
