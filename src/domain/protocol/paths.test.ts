// The shared paths must keep spelling what firestore.rules matches and what is already stored:
// a change here moves data, so it should fail a test first.
import { describe, expect, it } from 'vitest';
import {
  audioQuotaDoc,
  cellsCollection,
  eventUserDoc,
  instanceDoc,
  memberDoc,
  positionDoc,
  programmeCounterDoc,
  programmeStarsDoc,
  restrictedAccessDoc,
  roomPresenceDoc,
  sessionDoc,
} from './paths';

describe('Firestore paths', () => {
  it('spell the collections the rules match', () => {
    expect(memberDoc('e', 'u')).toBe('events/e/members/u');
    expect(restrictedAccessDoc('e')).toBe('events/e/restricted/access');
    expect(audioQuotaDoc('e')).toBe('events/e/restricted/audioQuota');
    expect(eventUserDoc('e', 'u')).toBe('events/e/users/u');
    expect(instanceDoc('e', 'r', 'i')).toBe('events/e/rooms/r/instances/i');
    expect(positionDoc('e', 'r', 'u')).toBe('events/e/rooms/r/positions/u');
    expect(cellsCollection('e', 'r')).toBe('events/e/rooms/r/cells');
    expect(roomPresenceDoc('e', 'r')).toBe('events/e/roomPresence/r');
    expect(sessionDoc('e', 's')).toBe('events/e/sessions/s');
    expect(programmeCounterDoc('e')).toBe('events/e/restricted/programme');
    expect(programmeStarsDoc('e', 'u')).toBe('events/e/programmeStars/u');
  });
});
