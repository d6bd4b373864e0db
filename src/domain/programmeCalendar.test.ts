import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFileName, calendarUid, programmeCalendar } from './programmeCalendar';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 29, 13);
const event = {
  id: 'ev1',
  name: 'Conference',
  slug: 'my-conf',
  timeZone: 'Asia/Tokyo',
  link: 'https://menagerie.test/event/my-conf',
};
const sessions = [
  {
    id: 's1',
    title: 'Posters A–F, with a comma; and more',
    description: 'Walk the posters.\nSlides: https://example.test/s',
    speakers: ['Ada Lovelace', 'Alan Turing'],
    roomId: 'hall',
    startsAt: START,
    endsAt: START + HOUR,
  },
  {
    id: 's2',
    title: 'Keynote',
    description: '',
    speakers: [],
    roomId: '_main',
    startsAt: START + 2 * HOUR,
    endsAt: START + 3 * HOUR,
  },
];
const rooms: Record<string, string> = { hall: 'Poster hall', _main: 'Main' };

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('the programme calendar file', () => {
  const text = programmeCalendar(event, sessions, (roomId) => rooms[roomId]!, START - HOUR);

  it('parses back with each session at its UTC times, title and room', () => {
    const { events } = parsed(text);
    expect(events.map((e) => e.summary)).toEqual([sessions[0]!.title, 'Keynote']);
    expect(events.map((e) => e.location)).toEqual(['Poster hall', 'Main']);
    expect(events[0]!.startDate.toJSDate().getTime()).toBe(START);
    expect(events[0]!.endDate.toJSDate().getTime()).toBe(START + HOUR);
    expect(events[1]!.startDate.toJSDate().getTime()).toBe(START + 2 * HOUR);
    expect(events[0]!.startDate.zone?.tzid).toBe('UTC');
    expect(text).toContain('DTSTART:20261129T130000Z');
    expect(text).toContain('DTEND:20261129T140000Z');
    // No TZID without its VTIMEZONE: the times are plain UTC.
    expect(text).not.toContain('TZID');
  });

  it('says the description, the speakers and the event link, with a stable UID', () => {
    const { calendar, events } = parsed(text);
    expect(events[0]!.description).toBe(
      'Walk the posters.\nSlides: https://example.test/s\n\nSpeakers: Ada Lovelace, Alan Turing\n\nhttps://menagerie.test/event/my-conf',
    );
    expect(events[1]!.description).toBe('https://menagerie.test/event/my-conf');
    expect(events[0]!.uid).toBe(calendarUid('ev1', 's1'));
    expect(calendarUid('ev1', 's1')).not.toBe(calendarUid('ev2', 's1'));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Tokyo');
    // The same sessions give the same file (a download again updates, never duplicates).
    expect(programmeCalendar(event, sessions, (roomId) => rooms[roomId]!, START - HOUR)).toBe(text);
  });

  it('leaves the zone out when the event has none', () => {
    const plain = programmeCalendar({ ...event, timeZone: null }, sessions, () => 'Main', START);
    expect(plain).not.toContain('X-WR-TIMEZONE');
  });
});

describe("the calendar file's name", () => {
  it('is the event slug and the session title, safe for any file system', () => {
    expect(calendarFileName('my-conf', 'Posters A–F: Café / "Ünïcode"')).toBe(
      'my-conf-posters-a-f-cafe-unicode.ics',
    );
    expect(calendarFileName(null, '../../etc')).toBe('etc.ics');
    expect(calendarFileName(null, '***')).toBe('programme.ics');
    expect(calendarFileName('conf', 'x'.repeat(100))).toBe(`conf-${'x'.repeat(40)}.ics`);
  });
});
