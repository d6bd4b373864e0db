// Apart from the room settings' checks (rooms.ts), which only the Edit room form needs: the
// world names rooms on the walk path.

/** How a room is called (reference): its name, else 'Main' for the main room, else 'Un-named'. */
export function roomDisplayName(room: { id: string; name?: unknown }, mainRoomId: string): string {
  const name = typeof room.name === 'string' ? room.name.trim() : '';
  if (name !== '') return name;
  return room.id === mainRoomId ? 'Main' : 'Un-named';
}
