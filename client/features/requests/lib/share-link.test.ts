import { describe, expect, it, vi } from 'vitest';
import { requestUrl, shareLink } from './share-link';

const target = {
  title: 'Hearsay',
  text: 'Songs for a rainy Sunday',
  url: 'https://hearsay.example/requests/42',
};
const clipboard = () => ({ writeText: vi.fn().mockResolvedValue(undefined) });

describe('shareLink', () => {
  it('uses the Web Share API where there is one, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const nav = { share, canShare: () => true, clipboard: clipboard() } as unknown as Navigator;
    expect(await shareLink(target, nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith(target);
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the member closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const nav = { share, clipboard: clipboard() } as unknown as Navigator;
    expect(await shareLink(target, nav)).toBe('cancelled');
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the link without the Web Share API, or when sharing is refused', async () => {
    const nav = { clipboard: clipboard() } as unknown as Navigator;
    expect(await shareLink(target, nav)).toBe('copied');
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(target.url);

    const refusing = {
      share: vi.fn().mockRejectedValue(new DOMException('no activation', 'NotAllowedError')),
      clipboard: clipboard(),
    } as unknown as Navigator;
    expect(await shareLink(target, refusing)).toBe('copied');

    const cannot = {
      share: vi.fn(),
      canShare: () => false,
      clipboard: clipboard(),
    } as unknown as Navigator;
    expect(await shareLink(target, cannot)).toBe('copied');
    expect(cannot.share).not.toHaveBeenCalled();
  });

  it('fails when the clipboard refuses too', async () => {
    const nav = {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    } as unknown as Navigator;
    expect(await shareLink(target, nav)).toBe('failed');
  });
});

describe('requestUrl', () => {
  it('is the absolute link of the request page', () => {
    expect(requestUrl(42, 'https://hearsay.example')).toBe('https://hearsay.example/requests/42');
  });
});
