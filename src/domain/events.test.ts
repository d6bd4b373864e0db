import { describe, expect, it } from 'vitest';
import { monetizationHref } from './events';

describe('the Web Monetization address', () => {
  it("is the event's pointer as a wallet address, or the default's", () => {
    expect(monetizationHref('$wallet.example/alice')).toBe('https://wallet.example/alice');
    expect(monetizationHref('$ilp.example')).toBe('https://ilp.example/.well-known/pay');
    expect(monetizationHref('https://wallet.example/bob')).toBe('https://wallet.example/bob');
    expect(monetizationHref(null)).toBe('https://wallet.menagerie.example/events');
    expect(monetizationHref('  ')).toBe('https://wallet.menagerie.example/events');
    // Not a pointer (markup, another scheme): the default, never the text as an address.
    expect(monetizationHref('javascript:alert(1)')).toBe('https://wallet.menagerie.example/events');
    expect(monetizationHref('$a b/c')).toBe('https://wallet.menagerie.example/events');
  });
});
