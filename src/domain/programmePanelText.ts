/**
 * What attendees read in the programme's panel, its 5-minute notice and its calendar files
 * (issue 33). The editor's and the callables' sentences are PROGRAMME_TEXT (programme.ts).
 */
export const PROGRAMME_PANEL_TEXT = {
  title: 'Programme',
  now: 'Now',
  next: 'Next',
  later: 'Later',
  earlier: 'Earlier',
  empty: 'No sessions are planned yet.',
  nothingToCome: 'Nothing more is planned.',
  loading: 'Loading the programme...',
  loadFailed: 'The programme could not be loaded. Check your connection, or reload the page.',
  goToRoom: 'Go to room',
  entering: 'Entering...',
  youAreHere: 'You are here',
  addToCalendar: 'Add to calendar',
  addStarred: 'Add starred to calendar',
  calendarFailed: 'The calendar file could not be made. Please try again.',
  starFailed: 'Your star could not be saved. Check your connection and try again.',
  close: 'Close',
  dismiss: 'Dismiss',
  speakers: 'Speakers',
  room: 'Room',
} as const;

/** The star toggle's accessible name. */
export const starLabel = (title: string) => `Star “${title}”`;

/** The 'Add to calendar' button's accessible name for one session. */
export const calendarLabel = (title: string) => `Add to calendar: “${title}”`;

/** The 'Go to room' button's accessible name for one session's room. */
export const goToRoomLabel = (room: string) => `Go to room ${room}`;

/** The 5-minute notice (programmeNotice.ts). */
export const noticeText = (title: string, room: string) =>
  `“${title}” starts in 5 minutes in ${room}.`;
