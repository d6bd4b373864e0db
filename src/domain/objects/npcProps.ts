import { DEFAULT_ANIMAL_KEY } from '../avatars/animals';
import type { PropField } from './propField';

export const NPC_KEYS = {
  character: '_character',
  message: '_message',
  autoProgress: '_autoProgress',
  alwaysVisible: '_alwaysVisible',
  talkRange: '_talkRange',
  label: '_label',
} as const;

/** An NPC's animal when none is chosen: the default avatar (reference: Arctic Fox). */
const DEFAULT_CHARACTER = DEFAULT_ANIMAL_KEY;

/** An NPC guide's rows. */
export const NPC_PROPS: readonly PropField[] = [
  { key: NPC_KEYS.label, label: 'Name', kind: 'text', max: 50 },
  { key: NPC_KEYS.character, label: 'Animal', kind: 'animal', default: DEFAULT_CHARACTER },
  {
    key: NPC_KEYS.message,
    label: 'Lines (one per line)',
    kind: 'text',
    max: 2000,
    multiline: true,
  },
  { key: NPC_KEYS.autoProgress, label: 'Next line by itself', kind: 'bool', default: true },
  { key: NPC_KEYS.alwaysVisible, label: 'Always show speech', kind: 'bool', default: false },
  {
    key: NPC_KEYS.talkRange,
    label: 'Talk range (metres)',
    kind: 'number',
    min: 1,
    max: 50,
    default: 8,
  },
];
