import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

function fakes(readyState: DocumentReadyState) {
  const register = vi.fn().mockResolvedValue({});
  const listeners: Array<() => void> = [];
  const nav = { serviceWorker: { register } } as unknown as Navigator;
  const win = {
    document: { readyState },
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
  } as unknown as Window;
  return { register, listeners, nav, win };
}

describe('registerServiceWorker', () => {
  it('does nothing in development builds', () => {
    const { register, nav, win } = fakes('complete');
    expect(registerServiceWorker(false, nav, win)).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are unsupported', () => {
    const { win } = fakes('complete');
    expect(registerServiceWorker(true, {} as Navigator, win)).toBe(false);
  });

  it('registers /sw.js for the whole site after load in production', () => {
    const { register, listeners, nav, win } = fakes('loading');
    expect(registerServiceWorker(true, nav, win)).toBe(true);
    expect(register).not.toHaveBeenCalled();
    listeners.forEach((fn) => fn());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
