/** In-process channels of the embedded database: delivery in order, per channel, until unsubscribed. */
import { describe, expect, it } from 'vitest';
import { createLocalChannels } from './local-channels';

describe('local channels', () => {
  it('hands payloads in order to every listener of the channel, and none after unsubscribing', async () => {
    const channels = createLocalChannels();
    const a: string[] = [];
    const b: string[] = [];
    const other: string[] = [];
    const stopA = await channels.listen('news', (p) => a.push(p));
    await channels.listen('news', (p) => b.push(p));
    await channels.listen('elsewhere', (p) => other.push(p));
    channels.notify('news', ['one', 'two']);
    await stopA();
    channels.notify('news', ['three']);
    channels.notify('nobody-listens', ['lost']);
    expect(a).toEqual(['one', 'two']);
    expect(b).toEqual(['one', 'two', 'three']);
    expect(other).toEqual([]);
  });

  it('unsubscribes one subscription of a function subscribed twice', async () => {
    const channels = createLocalChannels();
    const got: string[] = [];
    const listener = (p: string) => got.push(p);
    const stop = await channels.listen('news', listener);
    await channels.listen('news', listener);
    await stop();
    channels.notify('news', ['once']);
    expect(got).toEqual(['once']);
  });
});
