import { DEFAULT_ROOM_ID } from '../constants';
import { VISIBILITY, type PropField } from './propField';

/** The entrance source meaning "arrivals from anywhere without an entrance of their own". */
export const DEFAULT_ENTRANCE_SOURCE = '_default';

export const PORTAL_KEYS = {
  destination: '_roomPortal-destination',
  label: '_roomPortal-label',
  access: '_roomPortal-access',
  radius: '_roomPortal-radius',
  range: '_roomPortal-range',
} as const;

export const ENTRANCE_KEYS = { source: '_roomEntrance-source' } as const;

/** A portal's rows. */
export const PORTAL_PROPS: readonly PropField[] = [
  { key: PORTAL_KEYS.destination, label: 'Destination', kind: 'room', default: DEFAULT_ROOM_ID },
  {
    key: PORTAL_KEYS.access,
    label: 'Access',
    kind: 'choice',
    options: [
      { value: 'click-to-enter', label: 'Click to enter' },
      { value: 'automatic', label: 'Automatic' },
    ],
    default: 'click-to-enter',
  },
  {
    key: PORTAL_KEYS.label,
    label: 'Label',
    kind: 'choice',
    options: VISIBILITY,
    default: 'visible',
  },
  {
    key: PORTAL_KEYS.range,
    label: 'Range',
    kind: 'choice',
    options: VISIBILITY,
    default: 'visible',
  },
  {
    key: PORTAL_KEYS.radius,
    label: 'Radius (metres)',
    kind: 'number',
    min: 0.5,
    max: 20,
    default: 2.5,
  },
];

/** A room entrance's rows. */
export const ENTRANCE_PROPS: readonly PropField[] = [
  {
    key: ENTRANCE_KEYS.source,
    label: 'For people arriving from',
    kind: 'roomSource',
    default: DEFAULT_ENTRANCE_SOURCE,
  },
];
