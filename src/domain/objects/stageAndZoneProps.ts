import { STAGE_SIZE, ZONE_SIZE } from './objectSizes';
import { SIZE_KEYS, sized, type PropField } from './propField';

/** A stage's rows. Its public flag is event-wide (eventStage.isPublic), set by organisers: not a prop. */
export const STAGE_PROPS: readonly PropField[] = [
  sized(SIZE_KEYS.width, 'Width (units of 1.6 m)', STAGE_SIZE),
  sized(SIZE_KEYS.height, 'Depth (units of 1.6 m)', STAGE_SIZE),
];

/** A channel zone's rows. */
export const CHANNEL_ZONE_PROPS: readonly PropField[] = [
  sized(SIZE_KEYS.width, 'Width (metres)', ZONE_SIZE),
  sized(SIZE_KEYS.height, 'Depth (metres)', ZONE_SIZE),
  { key: SIZE_KEYS.channel, label: 'Channel', kind: 'channel' },
];
