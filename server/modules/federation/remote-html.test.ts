/**
 * Remote HTML to the plain text we store (decision 056): allowlisted by sanitize-html, links as
 * their addresses, mentions and hashtags as their names, the asker's leading mention and the
 * song's link left out of an answer's comment, and long text cut on a word.
 */
import { describe, expect, it } from 'vitest';
import { commentText, cutOnWord, linksIn, remoteHtmlText } from './remote-html';

describe('remoteHtmlText', () => {
  it('keeps text, paragraphs, line breaks and link addresses, and nothing executable', () => {
    const html =
      '<p><span class="h-card"><a href="https://a.example/@ada" class="u-url mention">@<span>ada</span></a></span> hi &amp; &lt;b&gt;</p>' +
      '<p>one<br>two <a href="https://youtu.be/dQw4w9WgXcQ"><span class="invisible">https://</span><span>youtu.be/dQw4w9WgXcQ</span></a>' +
      ' <a href="javascript:alert(1)">bad</a><script>alert(2)</script><style>p{}</style>' +
      '<img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe>' +
      ' <a href="https://example.org/x?a=1&amp;b=2">a page</a></p>';
    expect(remoteHtmlText(html)).toBe(
      '@ada hi & <b>\n\none\ntwo https://youtu.be/dQw4w9WgXcQ bad a page (https://example.org/x?a=1&b=2)',
    );
  });

  it('finds the http(s) addresses of a text', () => {
    expect(
      linksIn('see (https://open.spotify.com/track/abc), or ftp://x.example and www.y.example.'),
    ).toEqual(['https://open.spotify.com/track/abc']);
  });
});

describe('commentText and cutOnWord', () => {
  it("leaves out the leading mentions and the song's link", () => {
    expect(
      commentText(
        '@ada@hearsay.example @ben this one: https://youtu.be/x (really)',
        'https://youtu.be/x',
      ),
    ).toBe('this one: (really)');
    expect(commentText('Rick (https://youtu.be/x) is it', 'https://youtu.be/x')).toBe('Rick is it');
    expect(
      commentText('Up – Rick (https://youtu.be/x)\n\nGreat', 'https://youtu.be/x', 'Up – Rick'),
    ).toBe('Great');
  });

  it('cuts on the last word that fits, the ellipsis included in the limit', () => {
    expect(cutOnWord('short', 10)).toBe('short');
    expect(cutOnWord('one two three four', 12)).toBe('one two…');
    expect([...cutOnWord('x'.repeat(300), 240)].length).toBe(240);
    expect(cutOnWord('word '.repeat(100), 240).length).toBeLessThanOrEqual(240);
  });
});
