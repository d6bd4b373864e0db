import { NEAR_SPAWN_AREA, newBotId, placeBot } from '../../../src/domain/bots';
import { type BotStatus } from '../../../src/domain/protocol/botCallables';
import { BOTS, DEFAULT_ROOM_ID } from '../../../src/domain/constants';
import { db } from '../shared/admin';
import { authedCallable } from '../shared/callable';
import { botStatus, functionsBotDb, requireStaffAndEvent } from './botControl';
import { addBotDocs, countBots } from './botStore';
import { noRooms, roomNotFound } from './refusals';
import { CALLABLES } from '../../../src/domain/protocol/callableRegistry';
import { roomsCollection } from '../../../src/domain/protocol/paths';

/** The room asked for; else the main room; else the event's first room (the demo's 'demo'). */
async function chooseRoom(eventId: string, asked: string | undefined): Promise<string> {
  const rooms = db.collection(roomsCollection(eventId));
  if (asked !== undefined) {
    if ((await rooms.doc(asked).get()).exists) return asked;
    throw roomNotFound();
  }
  if ((await rooms.doc(DEFAULT_ROOM_ID).get()).exists) return DEFAULT_ROOM_ID;
  const ids = (await rooms.listDocuments()).map((room) => room.id).sort();
  if (ids[0]) return ids[0];
  throw noRooms();
}

/** admin-addBots: adds BOTS.addBatch bots near the spawn of a room (staff only). */
export const addBots = authedCallable(
  CALLABLES.addBots,
  async ({ eventId, roomId }, caller): Promise<BotStatus> => {
    await requireStaffAndEvent(caller, eventId);
    const room = await chooseRoom(eventId, roomId);
    const bots = Array.from({ length: BOTS.addBatch }, () => ({
      id: newBotId(Math.random),
      roomId: room,
      position: placeBot(NEAR_SPAWN_AREA, Math.random),
    }));
    await addBotDocs(functionsBotDb, eventId, bots, (await countBots(db, eventId)) + 1);
    return botStatus(eventId);
  },
);
