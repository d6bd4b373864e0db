/** Product-wide constants from the reference documents (one source of truth). */
export const PRODUCT_NAME = 'Menagerie';

export const MOBILE_BREAKPOINT_PX = 770;
export const DEFAULT_ROOM_ID = '_main';
export const DEMO_EVENT_ID = 'demo';
export const DEMO_ROOM_ID = 'demo';
export const DEMO_EDITOR_ROOM_ID = 'demoEditorRoom';
/**
 * /demo/editor is one room every visitor may edit: it returns to its template (templates/{id},
 * seeded) once nobody has stood in it for `emptyForMs`, checked every `checkEveryMinutes`
 * (functions/src/demo). Emptiness rather than a clock: a reset on a schedule would undo a
 * visitor's work while they are at it.
 */
export const DEMO_EDITOR_RESET = {
  templateId: 'demoEditorRoom',
  emptyForMs: 10 * 60_000,
  checkEveryMinutes: 5,
} as const;
/** The floor of every room is FLOOR_SIZE x FLOOR_SIZE world units, from 0 to FLOOR_SIZE. */
export const FLOOR_SIZE = 1024;
/** How opaque the object or avatar under the pointer is drawn while the room editor is open. */
export const EDITOR_HOVER_OPACITY = 0.25;

export const LIMITS = {
  nameMax: 48,
  eventNameMax: 48,
  slugMax: 48,
  bioMax: 300,
  chatMessageMax: 500,
  signTitleMax: 50,
  uploadMaxBytes: 2_097_152,
  /**
   * A scenery model (.glb / .gltf) upload: 10 MB (10485760 bytes). Every room that uses it
   * downloads it whole, so it stays small; storage.rules and the upload check say the same.
   */
  modelMaxBytes: 10_485_760,
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
  /**
   * Cells start half a cell before the floor's origin so the spawn (the floor's centre) is the
   * middle of a cell, not the corner where four cells meet.
   */
  cellOffset: 32,
  /** Metres past a cell's edge before a reader re-centres its 3x3 neighbourhood. */
  cellHysteresis: 8,
  /** A room turns dense (readers switch to per-cell snapshots) at this head count... */
  denseFromUsers: 40,
  /** ...and back to whole-room listening at this one or fewer. */
  sparseAtUsers: 30,
  /** The room ticker writes the changed cell snapshots of a dense room this often. */
  snapshotMs: 1000,
  /**
   * At most this many people per cell snapshot (those nearest the cell's centre), so a reader's
   * bytes stay bounded in a crowd of any density; no reader draws more than 40 anyway.
   */
  snapshotMaxPerCell: 64,
} as const;

/**
 * Where arrivals without an entrance appear: a random point 2 to 5 m around the floor's centre
 * (features/world spawnPoint), so arrivals do not stack.
 */
export const SPAWN = {
  minRadius: 2,
  maxRadius: 5,
} as const;

export const MOVEMENT = {
  runMultiplier: 1.5,
  baseMultiplier: 3.25,
  quickClickMs: 400,
  doublePressMs: 500,
} as const;

/**
 * The on-screen joystick of the mobile layout (src/domain/joystick.ts): how far the knob travels
 * from the stick's centre, in CSS pixels, and the dead zone and run threshold as fractions of it.
 */
export const JOYSTICK = {
  radiusPx: 44,
  /** Closer to the centre than this, a resting thumb's wobble does not move the avatar. */
  deadZone: 0.2,
  /** Pushed this far towards the rim, the avatar runs (as Shift does on the keyboard). */
  runThreshold: 0.9,
} as const;

export const CAMERA = {
  zoomStep: 0.5,
} as const;

/** Voice: the reference's constants (section 9) plus the few numbers our policy adds. */
export const VOICE = {
  speakingPollMs: 300,
  spatialUpdateMs: 300,
  /** Mic level bar thresholds on the 0..100 level scale (src/domain/voice/level.ts). */
  levelThresholds: [7, 34, 67] as const,
  maxRetries: 5,
  reconnectDelayMs: 2000,
  speakingScale: 1.25,
  /** Room audio defaults, used when a room leaves the field blank. */
  defaultAttenuation: 0.5,
  /** Metres: earshot, where a voice has faded to silence. */
  defaultRolloff: 16,
  stageRadius: 4,
  /**
   * Most conversation voices (near or zone) a listener hears at once, and the p2p conversation
   * connections a client holds (the mesh cap). Stage voices have budgets of their own.
   */
  maxHeard: 8,
  /** Most stage speakers a listener hears at once (beside the conversation's 8). */
  maxStageVoices: 8,
  /**
   * Most one-way stage listeners a p2p speaker's browser sends to, beside its conversation:
   * each costs it one Opus encoder and one upload (measured by scripts/bench/voice-stage-cost.mjs,
   * docs/architecture.md 'Voice engine'). Listeners beyond it wait in the speaker's queue.
   */
  stageBudget: 40,
  /** Metres within which a voice is at full level (the gain curve is flat up to here). */
  nearDistance: 1,
  /**
   * Metres past earshot a voice already heard is kept before it is dropped. Positions reach
   * other clients every 0.5–1 s and people walk 3.25 m/s, so two clients' views of each other
   * can differ by about one sync of walking: 3 m covers that, and a shuffle on the edge no
   * longer opens and closes a connection (about a second of WebRTC set-up) each time. The
   * voice is already silent there (gain 0 at earshot), so keeping it costs a slot, not noise.
   */
  hysteresisMargin: 3,
  /** Reference: 'When over capacity, audio switches to a general channel after 3 s'. */
  overCapacitySwitchMs: 3000,
} as const;

/** Bot attendees for load checks (reference: update every 1000 ms, added 10 at a time). */
export const BOTS = {
  updateMs: 1000,
  addBatch: 10,
  /** Metres around the spawn centre that clustered bots stay within ("a few metres"). */
  clusterRadius: 4,
  /** Metres around the spawn centre that bots added on the staff page roam, so staff see them. */
  nearSpawnRadius: 20,
  /** Largest turn, radians, between two steps of a random walk (a quarter turn either way). */
  maxTurn: Math.PI / 2,
} as const;

/** /signup: home after redeeming an invitation code (reference: 5 s on its reasons, 7.5 s on failure). */
export const SIGNUP_REDIRECT = {
  afterReasonMs: 5000,
  afterFailureMs: 7500,
} as const;

/** Reference: the signed-in user's ID token is refreshed every 10 minutes on every page. */
export const AUTH_TOKEN_REFRESH_MS = 600_000;

/**
 * Account deletion (accounts-and-business.md §9): the countdown between 'Delete' and the call,
 * during which 'Cancel deletion' stops it.
 */
export const ACCOUNT_DELETION_DELAY_MS = 4000;
