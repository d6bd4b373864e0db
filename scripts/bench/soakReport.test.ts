import { describe, expect, it } from 'vitest';
import { soakMessage } from './chatters.mjs';
import { pageFigures, soakProblems, type ReceivedPage } from './soakReport.mjs';

const RUN = 'r1';
const text = (author: number, seq: number) => soakMessage(RUN, author, seq);
const page = (overrides: Partial<ReceivedPage>): ReceivedPage => ({
  name: 'Reader',
  errors: [],
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
    expect(soakProblems({ failures: [], pages: [figures] })).toEqual([]);
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
    expect(soakProblems({ failures: [], pages: [figures] })).toHaveLength(4);
  });

  it("fails on a page whose world applied no one's move during the soak", () => {
    const figures = pageFigures(
      RUN,
      sent,
      page({ messages: sent.map((message, i) => ({ id: `m${i}`, message })), rows: sent }),
    );
    expect(soakProblems({ failures: [], pages: [figures] })).toEqual([
      "Reader applied no one's move during the soak",
    ]);
  });
});
