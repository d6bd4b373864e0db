import { ACCOUNT_DELETION_DELAY_MS } from '../../domain/constants';

/** The account deletion's words; the active-subscriptions sentence is the reference's. */
export const ACCOUNT_DELETION_TEXTS = {
  summary:
    'Deleting your account removes your profile, your event memberships and your uploaded ' +
    'images. It cannot be undone.',
  explanation:
    `After you press Delete you have ${ACCOUNT_DELETION_DELAY_MS / 1000} seconds to change ` +
    "your mind. Your chat messages stay in their events, shown as 'Deleted user'. Events you " +
    'created stay for their attendees.',
  countdown: (seconds: number) =>
    `Deleting your account in ${seconds} second${seconds === 1 ? '' : 's'}...`,
  deleting: 'Deleting your account...',
  cancelled: 'Account deletion cancelled.',
  activeSubscriptions:
    'You have active subscriptions. Please cancel them first before deleting your account.',
} as const;
