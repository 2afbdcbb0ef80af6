import { describe, expect, it } from 'vitest';
import { mentionedSlugs, replyLength, replyProblem, replyTokens } from './replies-text';

describe('reply text', () => {
  it('counts code points and trims before checking', () => {
    expect(replyLength('🎵é')).toBe(2);
    expect(replyProblem('  ')).toBe('Write a reply first.');
    expect(replyProblem(` ${'ж'.repeat(500)} `)).toBeNull();
    expect(replyProblem('🎵'.repeat(501))).toBe('Replies can be at most 500 characters.');
  });

  it('splits @slugs out of text (any case, read lowercased), leaving e-mail addresses and lone @ plain', () => {
    const text = 'Ask @ana-lopez, or mail ana@example.com — @ alone, @@bo, @Ana-Lopez, @x-';
    expect(replyTokens(text)).toEqual([
      { kind: 'text', text: 'Ask ' },
      { kind: 'mention', slug: 'ana-lopez', text: '@ana-lopez' },
      { kind: 'text', text: ', or mail ana@example.com — @ alone, @@bo, ' },
      { kind: 'mention', slug: 'ana-lopez', text: '@Ana-Lopez' },
      { kind: 'text', text: ', ' },
      { kind: 'mention', slug: 'x', text: '@x' },
      { kind: 'text', text: '-' },
    ]);
    expect(
      replyTokens(text)
        .map((t) => t.text)
        .join(''),
    ).toBe(text);
  });

  it('gives distinct slugs in order, capped', () => {
    expect(mentionedSlugs('@a @b @a @c @d @e @f @g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(mentionedSlugs('مرحبا @دانا @dana @Dana')).toEqual(['dana']);
  });
});
