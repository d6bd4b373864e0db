import { useQuotaEstimate } from './useQuotaEstimate';

/**
 * The user-minutes an event's audio has used, as quota-accumulateAudioUsage last counted them
 * (carried forward for the sessions open then): staff's view on /admin/event/{id}, where the
 * plan fields alone said '—' for an event that had used 46.7 (issue 30 #17).
 */
export function AudioUsedText({ eventId }: { eventId: string }) {
  const estimate = useQuotaEstimate(eventId);
  switch (estimate.status) {
    case 'loading':
      return <>Loading...</>;
    case 'error':
      return <>Could not be read.</>;
    case 'none':
      return <>No use counted yet (usage is counted every few minutes).</>;
    case 'ready':
      return <>{estimate.usedMinutes.toFixed(1)} user-minutes</>;
  }
}
