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
  repeatedRows: 0,
  rows: [],
  lag: [],
  ...overrides,
});

describe('the soak report', () => {
  const sent = [text(1, 1), text(1, 2), text(1, 3), text(2, 1)];

  it('passes a page that received each sent message once, whatever else it holds', () => {
    const messages = [...sent, 'hello', soakMessage('old', 1, 1)].map((message, i) => ({
      id: `m${i}`,
      message,
    }));
    const figures = pageFigures(RUN, sent, page({ messages, rows: sent, lag: [100, 300, 200] }));
    expect(figures).toMatchObject({ received: 4, lost: [], duplicated: 0, holes: 0 });
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
    const figures = pageFigures(RUN, sent, page({ messages, rows, errors, lag: [100] }));
    expect(figures).toMatchObject({ lost: ['1#2'], duplicatedKeys: ['1#1'], holes: 1 });
    expect(soakProblems({ failures: [], notAfterSoak: [], pages: [figures] })).toHaveLength(4);
  });

  it("fails on a page whose world applied no one's move during the soak", () => {
    const figures = pageFigures(
      RUN,
      sent,
      page({ messages: sent.map((message, i) => ({ id: `m${i}`, message })), rows: sent }),
    );
    expect(soakProblems({ failures: [], notAfterSoak: [], pages: [figures] })).toEqual([
      "Reader applied no one's move during the soak",
    ]);
  });

  it('fails when a line typed after the soak did not reach the other browser', () => {
    const figures = pageFigures(
      RUN,
      sent,
      page({ messages: sent.map((message, i) => ({ id: `m${i}`, message })), lag: [100] }),
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
