import { describe, expect, it } from 'vitest';
import { documentIdField, isDocumentId } from './documentIds';

describe('document ids in callable payloads', () => {
  it('accepts one path segment', () => {
    for (const id of ['_main', 'fx-event-1', 'bot-3', 'a.b', '__a', 'Ünïcode id']) {
      expect(isDocumentId(id), id).toBe(true);
    }
  });

  it('refuses paths, dot segments and reserved ids', () => {
    for (const id of ['a/b', '/a', '.', '..', '__name__', '__x__']) {
      expect(isDocumentId(id), id).toBe(false);
    }
  });

  it('bounds the length', () => {
    expect(documentIdField().safeParse('').success).toBe(false);
    expect(documentIdField().safeParse('x'.repeat(128)).success).toBe(true);
    expect(documentIdField().safeParse('x'.repeat(129)).success).toBe(false);
  });
});
