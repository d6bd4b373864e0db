import { describe, expect, it } from 'vitest';
import { EVENT_NAME_TEXTS } from './events';
import { createNewEventSchema, updateEventDetailsSchema } from './protocol/callables';

const create = (name: unknown) =>
  createNewEventSchema.safeParse({ createFromTemplate: 'blank', isNewVersion: true, name });

describe("a new event's name (issue 30 #19)", () => {
  it.each([undefined, null, '', '   \t ', 12])('refuses %j with the field message', (name) => {
    const result = create(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', EVENT_NAME_TEXTS.required],
    ]);
  });

  it('takes a name trimmed, and refuses one past 48 characters', () => {
    expect(create('  Fair  ').data?.name).toBe('Fair');
    expect(create('n'.repeat(49)).error?.issues[0]?.message).toBe(EVENT_NAME_TEXTS.tooLong);
  });

  it('an existing event may still be renamed to blank (shown by the display rule)', () => {
    const renamed = updateEventDetailsSchema.safeParse({ eventId: 'e1', slug: 'e1', name: '  ' });
    expect(renamed.success && renamed.data.name).toBe('');
  });
});
