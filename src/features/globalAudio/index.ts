/** The invisible /event-global-audio/{eventId} page (issue 7, item 8). */
export { GlobalAudioPage } from './GlobalAudioPage';
