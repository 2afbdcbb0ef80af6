// @vitest-environment jsdom
/** Web addresses in requests and comments become safe links. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LinkedText, linkPieces } from './linked-text';

afterEach(cleanup);

describe('LinkedText', () => {
  it('links http and https addresses, leaving trailing punctuation and the rest as text', () => {
    expect(linkPieces('Try https://youtu.be/abc?t=1, or http://example.org/a_(b).')).toEqual([
      'Try ',
      { href: 'https://youtu.be/abc?t=1', text: 'https://youtu.be/abc?t=1' },
      ', or ',
      { href: 'http://example.org/a_(b)', text: 'http://example.org/a_(b)' },
      '.',
    ]);
  });

  it('links nothing else: bare domains, javascript:, mailto:, ftp:', () => {
    const text = 'example.com javascript:alert(1) mailto:a@b.co ftp://files.example.com/x';
    expect(linkPieces(text)).toEqual([text]);
  });

  it('renders links that open apart from the page, with the text escaped', () => {
    const { container } = render(
      <p>
        <LinkedText text={'<b>loud</b> https://example.org/song'} />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'https://example.org/song' });
    expect(link).toHaveAttribute('href', 'https://example.org/song');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<b>loud</b> https://example.org/song');
  });
});
