/**
 * Installs the player's third-party fakes on a Playwright page: the YouTube IFrame API script
 * (e2e/fakes/youtube-iframe-api.js served in place of https://www.youtube.com/iframe_api), blank
 * answers for the player host and thumbnails, and a stubbed speechSynthesis that records every
 * spoken text and finishes each utterance after `speechMs`.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const iframeApiSource = readFileSync(new URL('./youtube-iframe-api.js', import.meta.url), 'utf8');

export interface PlayerFakeOptions {
  /** Videos that fail with a YouTube error code. */
  errors?: Record<string, number>;
  /** How long each fake utterance lasts, in ms. */
  speechMs?: number;
}

export interface FakeLogEntry {
  type: string;
  videoId?: string | null;
  state?: number;
  code?: number;
  host?: string;
  seconds?: number;
  volume?: number;
}

export async function installPlayerFakes(page: Page, options: PlayerFakeOptions = {}) {
  // Anything else from YouTube (the real API would load www-widgetapi.js; thumbnails) stays offline.
  // Registered first: Playwright tries the most recently registered matching route first.
  await page.route(
    /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|s\.ytimg\.com|i\.ytimg\.com)\//,
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: iframeApiSource }),
  );
  await page.addInitScript(
    ({ errors, speechMs }) => {
      const w = window as unknown as Record<string, unknown>;
      w.__ytFake = { errors, log: [] };
      const spoken: string[] = [];
      w.__spoken = spoken;
      class FakeUtterance {
        text: string;
        voice: unknown = null;
        lang = '';
        volume = 1;
        rate = 1;
        pitch = 1;
        onend: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        constructor(text: string) {
          this.text = text;
        }
      }
      let current: FakeUtterance | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const synth = {
        speaking: false,
        pending: false,
        paused: false,
        speak(u: FakeUtterance) {
          if (u.volume > 0 && u.text) spoken.push(u.text);
          current = u;
          synth.speaking = true;
          timer = setTimeout(
            () => {
              if (current !== u) return;
              current = null;
              synth.speaking = false;
              u.onend?.({ type: 'end' });
            },
            u.text ? speechMs : 0,
          );
        },
        cancel() {
          if (timer) clearTimeout(timer);
          const u = current;
          current = null;
          synth.speaking = false;
          u?.onerror?.({ type: 'error', error: 'interrupted' });
        },
        pause() {},
        resume() {},
        getVoices: () => [
          {
            name: 'Fake English',
            lang: 'en-US',
            default: true,
            localService: true,
            voiceURI: 'fake-en',
          },
        ],
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        configurable: true,
        writable: true,
        value: FakeUtterance,
      });
    },
    { errors: options.errors ?? {}, speechMs: options.speechMs ?? 150 },
  );
}

/** The fake player's log of loads, cues, plays, states and errors. */
export function fakeLog(page: Page): Promise<FakeLogEntry[]> {
  return page.evaluate(
    () => (window as unknown as { __ytFake: { log: FakeLogEntry[] } }).__ytFake.log,
  );
}

/** The texts spoken through the stubbed speechSynthesis. */
export function spokenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken.slice());
}

/** Makes the current fake video end (state 0), as when a song finishes. */
export function endCurrentVideo(page: Page): Promise<void> {
  return page.evaluate(() =>
    (window as unknown as { __ytFake: { end: () => void } }).__ytFake.end(),
  );
}
