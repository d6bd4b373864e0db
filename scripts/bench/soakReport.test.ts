import { describe, expect, it } from 'vitest';
import { soakMessage } from './chatters.mjs';
import { isTransportRetry, pageFigures, soakProblems, type ReceivedPage } from './soakReport.mjs';

const RUN = 'r1';
const text = (author: number, seq: number) => soakMessage(RUN, author, seq);
const page = (overrides: Partial<ReceivedPage>): ReceivedPage => ({
  name: 'Reader',
  errors: [],
  transportRetries: [],
  messages: [],
  current: [],
  repeatedRows: 0,
  rows: [],
  lag: [],
  ...overrides,
});

const held = (texts: string[]) => texts.map((message, i) => ({ id: `m${i}`, message }));

describe('the soak report', () => {
  const sent = [text(1, 1), text(1, 2), text(1, 3), text(2, 1)];
  // As the server orders them now, newest first, after an older run's message.
  const serverOrder = [text(2, 1), text(1, 3), text(1, 2), text(1, 1), soakMessage('old', 1, 1)];

  it('passes a page that received each sent message once and holds them, whatever else it holds', () => {
    const messages = held([...sent, 'hello', soakMessage('old', 1, 1)]);
    const figures = pageFigures(
      RUN,
      sent,
      page({ messages, current: messages, rows: sent, lag: [100, 300, 200] }),
      serverOrder,
    );
    expect(figures).toMatchObject({ received: 4, lost: [], skipped: 0, duplicated: 0, holes: 0 });
    expect(figures.lagP50).toBe(200);
    expect(soakProblems({ failures: [], notAfterSoak: [], pages: [figures] })).toEqual([]);
  });

  it('fails on a lost message, one stored twice, a hole on screen and a page error', () => {
    const messages = [
      { id: 'a', message: text(1, 1) },
      { id: 'b', message: text(1, 1) },
      { id: 'c', message: text(1, 3) },
      { id: 'd', message: text(2, 1) },
    ];
    const rows = [text(1, 1), text(1, 3), text(2, 1)];
    const errors = ['pageerror: boom'];
    const figures = pageFigures(
      RUN,
      sent,
      page({ messages, current: messages, rows, errors, lag: [100] }),
      serverOrder,
    );
    expect(figures).toMatchObject({
      lost: ['1#2'],
      skipped: 1,
      duplicatedKeys: ['1#1'],
      holes: 1,
    });
    expect(soakProblems({ failures: [], notAfterSoak: [], pages: [figures] })).toHaveLength(4);
  });

  it('a chat holding only the newest messages loses nothing by the older ones it never held', () => {
    // A listener that fell behind was served the newest page: 1#1 and 1#2 came and went unseen.
    const figures = pageFigures(
      RUN,
      sent,
      page({
        messages: held([text(2, 1), text(1, 3)]),
        current: held([text(2, 1), text(1, 3)]),
        lag: [100],
      }),
      serverOrder,
    );
    expect(figures).toMatchObject({ lost: [], skipped: 2 });
    expect(soakProblems({ failures: [], notAfterSoak: [], pages: [figures] })).toEqual([]);
  });

  it('but a list that misses one between its newest and its oldest, or the newest, has lost it', () => {
    const hole = pageFigures(
      RUN,
      sent,
      page({ messages: held(sent), current: held([text(2, 1), text(1, 2)]), lag: [100] }),
      serverOrder,
    );
    expect(hole.lost).toEqual(['1#3']);
    const stale = pageFigures(
      RUN,
      sent,
      page({ messages: held(sent), current: held([text(1, 3)]), lag: [100] }),
      serverOrder,
    );
    expect(stale.lost).toEqual(['2#1']);
    const none = pageFigures(
      RUN,
      sent,
      page({ messages: [], current: [], lag: [100] }),
      serverOrder,
    );
    expect(none.lost).toEqual(['2#1']);
  });

  it("fails on a page whose world applied no one's move during the soak", () => {
    const figures = pageFigures(
      RUN,
      sent,
      page({ messages: held(sent), current: held(sent), rows: sent }),
      serverOrder,
    );
    expect(soakProblems({ failures: [], notAfterSoak: [], pages: [figures] })).toEqual([
      "Reader applied no one's move during the soak",
    ]);
  });

  it('fails when a line typed after the soak did not reach the other browser', () => {
    const figures = pageFigures(
      RUN,
      sent,
      page({ messages: held(sent), current: held(sent), lag: [100] }),
      serverOrder,
    );
    const missing = "Reader's line typed after the soak never reached Idle";
    expect(soakProblems({ failures: [], notAfterSoak: [missing], pages: [figures] })).toEqual([
      missing,
    ]);
  });

  it("tells the Firestore SDK's transport retries from other console errors", () => {
    const write =
      'http://127.0.0.1:8080/google.firestore.v1.Firestore/Write/channel?VER=8&SID=x&RID=1';
    const listen = 'http://127.0.0.1:8080/google.firestore.v1.Firestore/Listen/channel?VER=8';
    const probe = 'https://www.google.com/images/cleardot.gif?zx=abc';
    const status400 =
      'Failed to load resource: the server responded with a status of 400 (Bad Request)';
    const status500 =
      'Failed to load resource: the server responded with a status of 500 (Internal Server Error)';
    const unresolved = 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED';
    expect(isTransportRetry(status400, write)).toBe(true);
    expect(isTransportRetry(status400, listen)).toBe(true);
    expect(isTransportRetry(unresolved, probe)).toBe(true);
    // Anything else is a page error: another status, another address, the app's own requests.
    expect(isTransportRetry(status500, write)).toBe(false);
    expect(
      isTransportRetry(status400, 'http://127.0.0.1:5001/demo/us-central1/audio-getToken'),
    ).toBe(false);
    expect(isTransportRetry(unresolved, 'https://js.stripe.com/v3/')).toBe(false);
    expect(isTransportRetry('Uncaught TypeError: x is undefined', write)).toBe(false);
  });
});
