// Who is where (issue 33; src/domain/occupancy.ts): the head counts and capacities of the rooms
// a person sees. Only lazy chunks import it (the portals, the attendees panel), so none of it
// is on the walk path.
export { useRoomCapacities } from './useRoomCapacities';
export { useRoomCounts } from './useRoomCounts';
