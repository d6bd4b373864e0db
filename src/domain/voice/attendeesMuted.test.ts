import { describe, expect, it } from 'vitest';
import { effectiveRoles } from '../roles';
import { silencedByEvent } from './attendeesMuted';

describe('silencedByEvent', () => {
  it('silences attendees without the speaker role while the switch is on', () => {
    expect(silencedByEvent(true, effectiveRoles({}, false))).toBe(true);
    expect(silencedByEvent(true, effectiveRoles({ roomEditor: true }, false))).toBe(true);
    expect(silencedByEvent(false, effectiveRoles({}, false))).toBe(false);
  });

  it('speakers, organisers, admins and the creator keep their voices', () => {
    for (const roles of [
      effectiveRoles({ stageSpeaker: true }, false),
      effectiveRoles({ eventOrganiser: true }, false),
      effectiveRoles({ admin: true }, false),
      effectiveRoles({}, true),
    ]) {
      expect(silencedByEvent(true, roles)).toBe(false);
    }
  });
});
