/**
 * Bot attendees: their random walk, their documents and their keep-alive rhythm. One module for
 * every driver of bots (the staff page's callable and the `npm run bots` CLI), so a bot moves
 * and looks the same whoever moves it.
 */
import { ANIMAL_KEYS } from './avatars/animals';
import { BOTS, FLOOR_SIZE, PRESENCE } from './constants';
import { walkSpeed } from './movement';
import { movementFields, positionFields, type Wearer } from './positionDocs';
import { clampToFloor, roundPosition, type StoredPosition } from './positions';

/** A disc bots stay in: they may step anywhere inside and turn back at its edge. */
export interface BotArea {
  x: number;
  y: number;
  radius: number;
}

/** Where arrivals spawn (features/world spawnPoint: 2 to 5 m around the room's centre). */
const SPAWN_CENTRE = { x: FLOOR_SIZE / 2, y: FLOOR_SIZE / 2 } as const;

/** The whole floor but a one-metre margin. */
export const SPREAD_AREA: BotArea = { ...SPAWN_CENTRE, radius: FLOOR_SIZE / 2 - 1 };

/** A few metres around `centre` (the spawn unless told): a crowd at the door or the stage. */
export function clusterArea(centre: { x: number; y: number } = SPAWN_CENTRE): BotArea {
  return { x: centre.x, y: centre.y, radius: BOTS.clusterRadius };
}

/** Around the spawn, where staff who just joined can see the bots they added. */
export const NEAR_SPAWN_AREA: BotArea = { ...SPAWN_CENTRE, radius: BOTS.nearSpawnRadius };

/** More than the centimetre rounding can move a point (half a centimetre on each axis). */
const ROUNDING_MARGIN_M = 0.01;

/** A uniformly random point of the area, facing a random way. */
export function placeBot(area: BotArea, random: () => number): StoredPosition {
  // sqrt: uniform over the disc's surface, not crowded at its centre. A centimetre inside the
  // rim: rounded to the centimetre, a point on the rim could land just outside the area
  // (a functions test read 20.002 m from the spawn for a 20 m area).
  const distance = Math.max(0, area.radius - ROUNDING_MARGIN_M) * Math.sqrt(random());
  const direction = random() * Math.PI * 2;
  return roundPosition({
    x: clampToFloor(area.x + Math.sin(direction) * distance),
    y: clampToFloor(area.y + Math.cos(direction) * distance),
    angle: random() * Math.PI * 2 - Math.PI,
  });
}

/**
 * One step of a bot's random walk, BOTS.updateMs long at walking speed (shorter in a small
 * area): a turn of at most BOTS.maxTurn / 2 either way, except that a step which would leave
 * the area heads back towards its centre instead. Angles face like the player's (0 is +y).
 */
export function stepBot(bot: StoredPosition, area: BotArea, random: () => number): StoredPosition {
  const stride = Math.min((walkSpeed(false) * BOTS.updateMs) / 1000, area.radius / 2);
  const turn = (random() - 0.5) * BOTS.maxTurn;
  let heading = bot.angle + turn;
  let x = bot.x + Math.sin(heading) * stride;
  let y = bot.y + Math.cos(heading) * stride;
  if (Math.hypot(x - area.x, y - area.y) > area.radius) {
    heading = Math.atan2(area.x - bot.x, area.y - bot.y) + turn;
    x = bot.x + Math.sin(heading) * stride;
    y = bot.y + Math.cos(heading) * stride;
  }
  return roundPosition({ x: clampToFloor(x), y: clampToFloor(y), angle: heading });
}

/**
 * The position document of a bot, field for field what a client writes (src/data/positions.ts
 * writePosition; firestore.rules isValidPosition): `serverTime` is the SDK's server-timestamp
 * sentinel of the writer. If the client's format changes, this is the one place to follow it.
 */
export function botPositionDoc<T>(position: StoredPosition, wearer: Wearer, serverTime: T) {
  return { ...positionFields(position, BOTS.updateMs, wearer), t: serverTime };
}

/** A bot's step: the moving fields only, merged into its position document. */
export function botStepDoc<T>(position: StoredPosition, serverTime: T) {
  return { ...movementFields(position, BOTS.updateMs), t: serverTime };
}

/** What bot number `ordinal` (1-based) is called and wears, in its user and position documents. */
export function botWearer(ordinal: number): Wearer {
  return {
    name: `Bot ${ordinal}`,
    animal: ANIMAL_KEYS[(ordinal - 1) % ANIMAL_KEYS.length]!,
    muted: true,
    reaction: '',
    hand: false,
  };
}

/**
 * The in-event user document of bot number `ordinal` (1-based, for its name), as a joining
 * client writes it (src/data/eventUsers.ts joinEvent) plus isBot; `serverTime` as above.
 */
export function botUserDoc<T>(id: string, ordinal: number, roomId: string, serverTime: T) {
  const wearer = botWearer(ordinal);
  return {
    name: wearer.name,
    avatar: wearer.animal,
    currentRoom: roomId,
    sessionId: id,
    online: true,
    banned: false,
    lastKeepAlive: serverTime,
    potentiallyOfflineTimestamp: null,
    audio: { muted: true, micEnabled: false },
    isBot: true,
  };
}

const BOT_ID_PREFIX = 'bot-';

/** A fresh bot id: 'bot-' and 10 base-36 characters (ids of people never start with it). */
export function newBotId(random: () => number): string {
  let suffix = '';
  for (let i = 0; i < 10; i++) suffix += Math.floor(random() * 36).toString(36);
  return `${BOT_ID_PREFIX}${suffix}`;
}

/**
 * Whether an id is a bot's. Bots are written by staff tools only; people's ids are Firebase
 * Auth uids (letters and digits, no '-'), so the prefix cannot be claimed by a person.
 */
export function isBotId(id: string): boolean {
  return id.startsWith(BOT_ID_PREFIX);
}

/** Steps between two keep-alives of one bot (60 s of 1 s steps). */
export const KEEP_ALIVE_EVERY_STEPS = Math.round(PRESENCE.keepAliveMs / BOTS.updateMs);

/**
 * Whether bot number `ordinal` sends its keep-alive at step `step`. Each bot has its own phase,
 * so a crowd's keep-alives arrive spread over the minute as real people's do, not in one burst.
 */
export function keepAliveDue(ordinal: number, step: number): boolean {
  return (step + ordinal) % KEEP_ALIVE_EVERY_STEPS === 0;
}
