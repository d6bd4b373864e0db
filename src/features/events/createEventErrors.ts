/** Reference error texts for event creation. */
export function createEventErrorText(reason: string | null): string {
  if (reason === 'already_exists')
    return 'Event url is already in use. Please choose something else.';
  if (reason === 'lacking_permission') return "You don't have permission to create events.";
  return 'Failed to create new event.';
}
