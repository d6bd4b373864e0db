import { SIGN_HEIGHT, SIGN_RADIUS, SIGN_WIDTH } from './objectSizes';
import { SIGN_POST, SIGN_TEXTS } from './signPosts';
import { SIZE_KEYS, sized, type PropField } from './propField';

/** A sign post's rows. */
export const SIGN_POST_PROPS: readonly PropField[] = [
  {
    key: '_label',
    label: 'Title',
    kind: 'text',
    max: SIGN_POST.labelMax,
    tooLong: SIGN_TEXTS.labelTooLong,
  },
  {
    key: '_message',
    label: 'Message',
    kind: 'text',
    max: SIGN_POST.messageMax,
    multiline: true,
    tooLong: SIGN_TEXTS.messageTooLong,
  },
  sized(SIZE_KEYS.signRadius, 'Reading radius (metres)', SIGN_RADIUS),
  sized(SIZE_KEYS.width, 'Board width (units of 0.25 m)', SIGN_WIDTH),
  sized(SIZE_KEYS.height, 'Board height (units of 0.25 m)', SIGN_HEIGHT),
];
