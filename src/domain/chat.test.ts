import { describe, expect, it } from 'vitest';
import {
  CHAT,
  CHAT_TEXTS,
  canModerate,
  checkChatMessage,
  countUnread,
  currentPreviews,
  unreadBadge,
  visibleMessages,
} from './chat';
import { splitLinks } from './links';

const msg = (id: string, author: string, at: number | null, removed = false) => ({
  id,
  author,
  at,
  removed,
});

describe('chat messages as typed', () => {
  it('sends 1 to 500 characters, trimmed', () => {
    expect(checkChatMessage('  hi  ')).toEqual({ ok: true, text: 'hi' });
    expect(checkChatMessage('m'.repeat(500))).toEqual({ ok: true, text: 'm'.repeat(500) });
  });
  it('refuses blank and too long text with a reason', () => {
    expect(checkChatMessage('')).toEqual({ ok: false, error: CHAT_TEXTS.blank });
    expect(checkChatMessage(' \n\t ')).toEqual({ ok: false, error: CHAT_TEXTS.blank });
    expect(checkChatMessage('m'.repeat(501))).toEqual({ ok: false, error: CHAT_TEXTS.tooLong });
  });
});

describe('unread messages', () => {
  it("counts others' visible messages stamped after the read mark", () => {
    const messages = [
      msg('1', 'ann', 100),
      msg('2', 'ann', 200),
      msg('3', 'me', 300),
      msg('4', 'bob', 400, true),
      msg('5', 'bob', null),
      msg('6', 'bob', 500),
    ];
    expect(countUnread(messages, 150, 'me')).toBe(2);
    expect(countUnread(messages, 0, 'me')).toBe(3);
    expect(countUnread(messages, 500, 'me')).toBe(0);
  });
  it('the badge shows nothing, 1 to 9, then 9+ at 10 or more', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
    expect(unreadBadge(31)).toBe('9+');
  });
});

describe('moderation', () => {
  it('moderators see removed messages; others do not', () => {
    const messages = [msg('1', 'a', 1), msg('2', 'a', 2, true)];
    expect(visibleMessages(messages, true).map((m) => m.id)).toEqual(['1', '2']);
    expect(visibleMessages(messages, false).map((m) => m.id)).toEqual(['1']);
  });
  it('admins moderate others, never themselves; non-admins never', () => {
    expect(canModerate({ uid: 'admin', isAdmin: true }, 'ann')).toBe(true);
    expect(canModerate({ uid: 'admin', isAdmin: true }, 'admin')).toBe(false);
    expect(canModerate({ uid: 'ann', isAdmin: false }, 'bob')).toBe(false);
  });
});

describe('links in messages', () => {
  it('finds http and https links and leaves trailing punctuation out', () => {
    expect(splitLinks('see https://example.com/a?b=1, then http://x.org.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('never links other schemes', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://x.org', 'www.x.org']) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });
  it('keeps plain text whole', () => {
    expect(splitLinks('hello')).toEqual([{ kind: 'text', text: 'hello' }]);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('previews while the chat is closed', () => {
  it('shows the newest three of the last 10 s', () => {
    const arrivals = [0, 1000, 2000, 3000, 4000].map((t, i) => ({ id: `m${i}`, arrivedAt: t }));
    expect(currentPreviews(arrivals, 5000).map((a) => a.id)).toEqual(['m2', 'm3', 'm4']);
    expect(currentPreviews(arrivals, 4000 + CHAT.previewMs).map((a) => a.id)).toEqual([]);
    expect(currentPreviews(arrivals, 3500 + CHAT.previewMs).map((a) => a.id)).toEqual(['m4']);
  });
});
