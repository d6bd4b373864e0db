import { describe, expect, it } from 'vitest';
import { decodeParams, leadsHere } from './routing';

describe('decodeParams', () => {
  it('decodes the escapes wouter leaves in a path, as react-router did', () => {
    // wouter matches on decodeURI(pathname): '%2F', '%3F', '%23'... are still escaped.
    expect(decodeParams({ eventId: '..%2Fx', room: 'a%2fb%3Fc%23d' })).toEqual({
      eventId: '../x',
      room: 'a/b?c#d',
    });
    expect(decodeParams({ slug: 'café 1', id: '%26%3D%2B%24%2C%3A%3B%40' })).toEqual({
      slug: 'café 1',
      id: '&=+$,:;@',
    });
  });

  it('keeps names only (wouter also gives each capture by position) and absent ones', () => {
    expect(decodeParams({ 0: 'demo', 1: undefined, slug: 'demo', room: undefined })).toEqual({
      slug: 'demo',
      room: undefined,
    });
  });
});

describe('leadsHere', () => {
  const place = { path: '/user/billing', search: '', hash: '', state: null };

  it('is true for a link to the address the browser shows, with its query and hash', () => {
    expect(leadsHere('/user/billing', place)).toBe(true);
    expect(leadsHere('/signin?next=%2F', { ...place, path: '/signin', search: '?next=%2F' })).toBe(
      true,
    );
  });

  it('is false for anywhere else', () => {
    expect(leadsHere('/user/billing/account/a', place)).toBe(false);
    expect(leadsHere('/user/billing?x=1', place)).toBe(false);
  });
});
