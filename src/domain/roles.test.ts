import { describe, expect, it } from 'vitest';
import { effectiveRoles, isImplied } from './roles';

describe('effective roles', () => {
  it('gives the creator everything', () => {
    expect(Object.values(effectiveRoles({}, true)).every(Boolean)).toBe(true);
  });
  it('implies organiser from admin, and editor/speaker/video from organiser', () => {
    const roles = effectiveRoles({ admin: true }, false);
    expect(roles).toMatchObject({
      admin: true,
      eventOrganiser: true,
      roomEditor: true,
      stageSpeaker: true,
      videoController: true,
    });
    const organiser = effectiveRoles({ eventOrganiser: true }, false);
    expect(organiser.admin).toBe(false);
    expect(organiser.roomEditor).toBe(true);
  });
  it('keeps lower roles independent', () => {
    expect(effectiveRoles({ roomEditor: true }, false)).toMatchObject({
      roomEditor: true,
      stageSpeaker: false,
      eventOrganiser: false,
    });
  });
  it('marks implied roles as locked', () => {
    expect(isImplied('roomEditor', { admin: true }, false)).toBe(true);
    expect(isImplied('admin', { admin: true }, false)).toBe(false);
    expect(isImplied('admin', {}, true)).toBe(true);
  });
});
