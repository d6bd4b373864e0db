import { describe, expect, it } from 'vitest';
import { CALL_TEXTS } from '../../domain/protocol/callFailures';
import { liveErrorMessage } from '../../ui/useLive';
import { MESSAGES } from './errorTexts';
import { i18n } from './i18n';

describe('the translated failure sentences', () => {
  it('know every sentence of a failed read and of a call without an answer', () => {
    const reads = ['permission-denied', 'unavailable', 'internal'].map((code) =>
      liveErrorMessage(Object.assign(new Error('x'), { code })),
    );
    for (const sentence of [...reads, ...Object.values(CALL_TEXTS)]) {
      const id = MESSAGES[sentence];
      expect(id, sentence).toBeDefined();
      // The English message is the sentence itself.
      expect(i18n._(id!)).toBe(sentence);
    }
  });
});
