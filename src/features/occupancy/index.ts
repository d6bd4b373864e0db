// Who is where (issue 33; src/domain/occupancy.ts): the head counts of the rooms a person sees.
// Only lazy chunks import it (the portals, the attendees panel), so none of it is on the walk
// path.
export { useRoomCounts } from './useRoomCounts';
