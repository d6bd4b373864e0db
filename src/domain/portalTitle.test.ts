import { describe, expect, it } from 'vitest';
import { nextProgrammeChange, portalTitle, runningSessionIn } from './portalTitle';

const HOUR = 60 * 60 * 1000;
const T = Date.UTC(2030, 5, 1, 9);
const session = (id: string, title: string, roomId: string, from: number, to: number) => ({
  id,
  title,
  roomId,
  startsAt: T + from * HOUR,
  endsAt: T + to * HOUR,
});
const sessions = [
  session('p', 'Posters A–F', 'hall', 0, 2),
  session('q', 'Posters G–M', 'hall', 1, 3),
  session('k', 'Keynote', '_main', 0, 1),
];

describe("a portal's title", () => {
  it('names the session running in its room while it runs', () => {
    expect(portalTitle('Poster hall', 'hall', sessions, T)).toBe('Poster hall · Posters A–F, now');
    expect(portalTitle('Main', '_main', sessions, T + HOUR / 2)).toBe('Main · Keynote, now');
  });

  it('is the room alone before, between and after its sessions, and for other rooms', () => {
    expect(portalTitle('Poster hall', 'hall', sessions, T - 1)).toBe('Poster hall');
    expect(portalTitle('Poster hall', 'hall', sessions, T + 3 * HOUR)).toBe('Poster hall');
    expect(portalTitle('Main', '_main', sessions, T + HOUR)).toBe('Main');
    expect(portalTitle('Garden', 'garden', sessions, T)).toBe('Garden');
  });

  it('names the earliest started of several running', () => {
    expect(runningSessionIn(sessions, 'hall', T + 1.5 * HOUR)?.id).toBe('p');
    expect(runningSessionIn(sessions, 'hall', T + 2 * HOUR)?.id).toBe('q');
  });
});

describe('the next change of the programme', () => {
  it('is the next start or end after now', () => {
    expect(nextProgrammeChange(sessions, T - 1)).toBe(T);
    expect(nextProgrammeChange(sessions, T)).toBe(T + HOUR);
    expect(nextProgrammeChange(sessions, T + 2.5 * HOUR)).toBe(T + 3 * HOUR);
    expect(nextProgrammeChange(sessions, T + 3 * HOUR)).toBeNull();
  });
});
