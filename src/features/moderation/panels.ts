// The moderation feature's panels, as one lazy chunk of their own: the app loads them when
// someone opens the attendees or clicks a person, never on the way to walking (the index,
// which the session imports for useMembership, stays small).
export { PeoplePanel } from './PeoplePanel';
export { PickedPersonPopup } from './PickedPersonPopup';
