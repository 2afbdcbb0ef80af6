/** A fake HTML audio element for the preview player's unit tests. */
import type { AudioElementLike } from './audio-preview-player';

/** An audio element that records calls and lets the test fire its media events. */
export class FakeAudio extends EventTarget implements AudioElementLike {
  src = '';
  currentTime = 0;
  duration = NaN;
  ended = false;
  volume = 1;
  preload: HTMLMediaElement['preload'] = '';
  calls: string[] = [];
  playResult: () => Promise<void> = () => Promise.resolve();
  play = () => {
    this.calls.push('play');
    return this.playResult();
  };
  pause = () => void this.calls.push('pause');
  load = () => void this.calls.push(`load ${this.src}`);
  removeAttribute = (name: string) => {
    if (name === 'src') this.src = '';
  };
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}
