import { describe, expect, it } from 'vitest';
import { PROGRAMME_TEXT } from '../../../domain/programme';
import { checkSession, emptyValues, fieldOfPath, valuesOf } from './sessionForm';

const filled = {
  ...emptyValues('_main'),
  title: '  Keynote ',
  startsAt: '2030-06-01T10:00',
  endsAt: '2030-06-01T11:00',
  speakers: 'Ada Lovelace\n\n  Grace Hopper  \n',
};

describe('checkSession', () => {
  it("gives the callable's input, the times typed in the event's zone", () => {
    const check = checkSession(filled, 'Asia/Tokyo');
    expect(check).toEqual({
      ok: true,
      input: {
        title: 'Keynote',
        description: '',
        startsAt: Date.UTC(2030, 5, 1, 1),
        endsAt: Date.UTC(2030, 5, 1, 2),
        roomId: '_main',
        speakers: ['Ada Lovelace', 'Grace Hopper'],
        screenId: null,
      },
    });
  });

  it("puts each of the schema's messages on its field", () => {
    const check = checkSession(
      { ...filled, title: ' ', endsAt: '2030-06-01T09:00', roomId: '' },
      'Europe/Paris',
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        title: PROGRAMME_TEXT.titleRequired,
        endsAt: PROGRAMME_TEXT.endNotAfterStart,
        roomId: PROGRAMME_TEXT.roomRequired,
      },
    });
    const empty = checkSession(emptyValues('_main'), 'Europe/Paris');
    expect(empty.ok ? null : empty.errors).toMatchObject({
      startsAt: PROGRAMME_TEXT.startRequired,
      endsAt: PROGRAMME_TEXT.endRequired,
    });
    const speakers = checkSession({ ...filled, speakers: 'x'.repeat(61) }, 'UTC');
    expect(speakers.ok ? null : speakers.errors).toEqual({
      speakers: PROGRAMME_TEXT.speakerTooLong,
    });
  });

  it('round-trips a saved session through the form', () => {
    const check = checkSession(filled, 'America/New_York');
    if (!check.ok) throw new Error('expected valid');
    const values = valuesOf({ id: 's', ...check.input }, 'America/New_York');
    expect(values).toMatchObject({
      startsAt: '2030-06-01T10:00',
      endsAt: '2030-06-01T11:00',
      speakers: 'Ada Lovelace\nGrace Hopper',
      screenId: '',
    });
  });
});

describe('fieldOfPath', () => {
  it("names the form's field of a refusal's path", () => {
    expect(fieldOfPath('session.roomId')).toBe('roomId');
    expect(fieldOfPath('session.speakers.2')).toBe('speakers');
    expect(fieldOfPath('endsAt')).toBe('endsAt');
    expect(fieldOfPath('timeZone')).toBeNull();
    expect(fieldOfPath('payload')).toBeNull();
  });
});
