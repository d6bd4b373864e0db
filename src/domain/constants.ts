/** Product-wide constants from the reference documents (one source of truth). */
export const PRODUCT_NAME = 'Menagerie';

export const MOBILE_BREAKPOINT_PX = 770;
export const DEFAULT_ROOM_ID = '_main';
export const DEMO_EVENT_ID = 'demo';
export const DEMO_ROOM_ID = 'demo';
export const DEMO_EDITOR_ROOM_ID = 'demoEditorRoom';
/** The floor of every room is FLOOR_SIZE x FLOOR_SIZE world units, from 0 to FLOOR_SIZE. */
export const FLOOR_SIZE = 1024;

export const LIMITS = {
  nameMax: 48,
  eventNameMax: 48,
  slugMax: 48,
  bioMax: 300,
  chatMessageMax: 500,
  signTitleMax: 50,
  uploadMaxBytes: 2_097_152,
} as const;

export const PRESENCE = {
  keepAliveMs: 60_000,
  staleAfterMs: 120_000,
  checkThrottleMs: 30_000,
} as const;

export const POSITION_SYNC = {
  fastIntervalMs: 500,
  slowIntervalMs: 1000,
  /** Rooms with 1..fastMaxUsers users sync at the fast interval. */
  fastMaxUsers: 10,
  maxVisibleUsers: 40,
  nearestRecomputeMs: 250,
  /** Side of the square spatial cells positions are bucketed into. */
  cellSize: 64,
} as const;

export const MOVEMENT = {
  runMultiplier: 1.5,
  baseMultiplier: 3.25,
  quickClickMs: 400,
  doublePressMs: 500,
} as const;

export const CAMERA = {
  zoomStep: 0.5,
} as const;
