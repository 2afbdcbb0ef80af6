import { describe, expect, it } from 'vitest';
import { songArtist, songTitle } from './song-display';

describe('song display fallbacks (spec 000 §3)', () => {
  it('prefers name, then derivedTitle, then "Unknown Song"', () => {
    expect(songTitle({ id: 'a', name: 'Jóga' })).toBe('Jóga');
    expect(songTitle({ id: 'a', name: ' ', derivedTitle: 'Clean Title' })).toBe('Clean Title');
    expect(songTitle(null)).toBe('Unknown Song');
  });
  it('prefers artist, then derivedArtist, then channelName, then "Unknown Artist"', () => {
    expect(songArtist({ id: 'a', artist: 'Björk' })).toBe('Björk');
    expect(songArtist({ id: 'a', derivedArtist: 'Queen' })).toBe('Queen');
    expect(songArtist({ id: 'a', channelName: 'QueenVEVO' })).toBe('QueenVEVO');
    expect(songArtist({ id: 'a' })).toBe('Unknown Artist');
  });
});
