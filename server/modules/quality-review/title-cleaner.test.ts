/** Title cleaning: the formats of real YouTube uploads, channels, catalogue-guided splits, and our corpus. */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanLine, cleanLineOnline, loadLookup, run } from '../../cli/titles-clean';
import { readCorpus } from './fixtures/title-corpus';
import { createTitleResolver } from './title-resolver';
import {
  catalogueLookup,
  channelArtist,
  cleanSongTitle,
  splitCamelCase,
  splitCoArtists,
  splitFeatured,
} from './title-cleaner';
import { isCapitals, titleCaseFromCapitals } from './title-case';

const clean = (
  title: string,
  channel: string | null = null,
  known?: ReturnType<typeof catalogueLookup>,
) => {
  const r = cleanSongTitle({ title, channel }, known);
  return [r.artist, r.title];
};

describe('cleanSongTitle', () => {
  it.each([
    [
      'Artist - Title (Official Video)',
      'Sum 41 - In Too Deep (Official Video)',
      null,
      ['Sum 41', 'In Too Deep'],
    ],
    ['em dash and [HD]', 'Muse — Uprising [HD]', null, ['Muse', 'Uprising']],
    [
      'unbracketed packaging',
      'The Wombats - Anti-D Official Video',
      null,
      ['The Wombats', 'Anti-D'],
    ],
    ['pipe packaging', 'Radiohead - Creep | Lyrics', null, ['Radiohead', 'Creep']],
    ['Artist "Title" M/V', 'GOT7 "Just right(딱 좋아)" M/V', null, ['GOT7', 'Just right(딱 좋아)']],
    ['curly quotes', 'miss A “Only You” M/V', null, ['miss A', 'Only You']],
    [
      'single quotes',
      "BTS (방탄소년단) 'Dynamite' Official MV",
      null,
      ['BTS (방탄소년단)', 'Dynamite'],
    ],
    ['「」 brackets', '米津玄師「Lemon」', null, ['米津玄師', 'Lemon']],
    ['【】 packaging', '【MV】YOASOBI「夜に駆ける」', null, ['YOASOBI', '夜に駆ける']],
    [
      '【Official Video】',
      'Bon Iver - Holocene 【Official Video】',
      null,
      ['Bon Iver', 'Holocene'],
    ],
    ['Title by Artist', 'Wonderwall by Oasis', null, ['Oasis', 'Wonderwall']],
    ['"Title" by Artist', '"Creep" by Radiohead', null, ['Radiohead', 'Creep']],
    ['"by" inside a title is kept', 'Stand by Me', null, [null, 'Stand by Me']],
    ['Topic channel', 'Hello', 'Adele - Topic', ['Adele', 'Hello']],
    [
      'Topic channel with remaster note',
      'Here Comes The Sun - Remastered 2009',
      'The Beatles - Topic',
      ['The Beatles', 'Here Comes The Sun'],
    ],
    ['VEVO channel split', 'Shake It Off', 'TaylorSwiftVEVO', ['Taylor Swift', 'Shake It Off']],
    ['uploader is the artist', 'Lose Yourself', 'Eminem', ['Eminem', 'Lose Yourself']],
    ['label uploader is not the artist', 'Space Song', 'Sub Pop Records', [null, 'Space Song']],
    [
      'ft. after packaging',
      'Mark Ronson - Uptown Funk (Official Video) ft. Bruno Mars',
      null,
      ['Mark Ronson feat. Bruno Mars', 'Uptown Funk'],
    ],
    [
      '(feat. X) in title',
      'Gotye - Somebody That I Used To Know (feat. Kimbra)',
      null,
      ['Gotye feat. Kimbra', 'Somebody That I Used To Know'],
    ],
    [
      'two featured artists',
      'Daft Punk - Get Lucky ft. Pharrell Williams, Nile Rodgers',
      null,
      ['Daft Punk feat. Pharrell Williams & Nile Rodgers', 'Get Lucky'],
    ],
    [
      'feat. in the artist field',
      'Rihanna ft. JAY-Z - Umbrella',
      null,
      ['Rihanna feat. JAY-Z', 'Umbrella'],
    ],
    [
      'remaster annotation',
      'Queen - Bohemian Rhapsody (Remastered 2011)',
      null,
      ['Queen', 'Bohemian Rhapsody'],
    ],
    [
      'live annotation',
      'Oasis - Wonderwall (Live at Knebworth, 10 August 1996)',
      null,
      ['Oasis', 'Wonderwall'],
    ],
    ['live after a dash', 'Nirvana - Lithium - Live at Reading', null, ['Nirvana', 'Lithium']],
    [
      'remix kept',
      "Dua Lipa - Don't Start Now (Purple Disco Machine Remix) (Official Audio)",
      null,
      ['Dua Lipa', "Don't Start Now (Purple Disco Machine Remix)"],
    ],
    [
      'track number and extension',
      '01. Nirvana - Smells Like Teen Spirit.mp3',
      null,
      ['Nirvana', 'Smells Like Teen Spirit'],
    ],
    ['"03 - " track number', '03 - Radiohead - Karma Police', null, ['Radiohead', 'Karma Police']],
    ['numbers that are titles stay', 'Ciara - 1, 2 Step', null, ['Ciara', '1, 2 Step']],
    ['"7 Rings" stays', '7 rings', 'Ariana Grande - Topic', ['Ariana Grande', '7 rings']],
    [
      '.mov after packaging',
      'Low Roar - Give Up (Official Video).mov',
      null,
      ['Low Roar', 'Give Up'],
    ],
    [
      'HTML entities',
      'Guns N&#39; Roses - Sweet Child O&#39; Mine',
      null,
      ["Guns N' Roses", "Sweet Child O' Mine"],
    ],
    [
      'hyphenated names without spaces are not separators',
      'a-ha - Take On Me (Official Video) [Remastered in 4K]',
      null,
      ['a-ha', 'Take On Me'],
    ],
    [
      '**NEW** and #shorts',
      'Dua Lipa - New Rules (Official Music Video) **NEW** #shorts',
      null,
      ['Dua Lipa', 'New Rules'],
    ],
    [
      'hashtag title kept',
      'Shabazz Palaces - #CAKE [OFFICIAL VIDEO]',
      null,
      ['Shabazz Palaces', '#CAKE'],
    ],
    [
      'colon after the channel artist',
      'Metallica: Enter Sandman (Official Music Video)',
      'Metallica',
      ['Metallica', 'Enter Sandman'],
    ],
    ['channel decides swapped sides', 'Hello - Adele', 'AdeleVEVO', ['Adele', 'Hello']],
  ])('%s', (_label, title, channel, expected) => {
    expect(clean(title, channel)).toEqual(expected);
  });

  it("uses the catalogue's known artists to decide which side of a dash is the artist", () => {
    const known = catalogueLookup([
      { artist: 'The Weeknd', title: 'Starboy' },
      { artist: 'Maroon 5 feat. Christina Aguilera', title: 'Moves Like Jagger' },
    ]);
    expect(clean('Blinding Lights - The Weeknd', 'sunset vibes', known)).toEqual([
      'The Weeknd',
      'Blinding Lights',
    ]);
    expect(clean('Blinding Lights - The Weeknd', 'sunset vibes')).toEqual([
      'Blinding Lights',
      'The Weeknd',
    ]);
    // The catalogue's spelling wins, for the artist and for a known title.
    expect(clean('the weeknd - starboy', null, known)).toEqual(['The Weeknd', 'Starboy']);
    expect(clean('Maroon 5 - Moves like Jagger ft. Christina Aguilera', null, known)).toEqual([
      'Maroon 5 feat. Christina Aguilera',
      'Moves Like Jagger',
    ]);
    // Several dashes: the one after a known artist splits.
    expect(
      clean(
        'Simon & Garfunkel - The Boxer - Live',
        null,
        catalogueLookup([{ artist: 'Simon & Garfunkel', title: 'x' }]),
      ),
    ).toEqual(['Simon & Garfunkel', 'The Boxer']);
  });

  it('reports packaging, annotations, compilations and swaps', () => {
    const r = cleanSongTitle({
      title: 'Hello - Adele (Official Video) (Live 2016)',
      channel: 'AdeleVEVO',
    });
    expect(r.packaging).toContain('Official Video');
    expect(r.annotations).toContain('Live 2016');
    expect(r.swapped).toBe(true);
    expect(
      cleanSongTitle({ title: 'Pink Floyd - The Dark Side of the Moon (Full Album)' })
        .compilationWords,
    ).toBe(true);
    expect(
      cleanSongTitle({ title: 'Lofi hip hop mix 2 hours - beats to relax/study to' })
        .compilationWords,
    ).toBe(true);
    expect(cleanSongTitle({ title: 'Adele - Hello' }).compilationWords).toBe(false);
  });

  it('never throws and never returns an empty string', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (title, channel) => {
        const r = cleanSongTitle({ title, channel });
        expect(r.artist).not.toBe('');
        expect(r.title).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });

  it('gets at least 90 % of our own corpus exactly right', () => {
    const corpus = readCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    const right = corpus.filter((c) => {
      const r = cleanSongTitle({ title: c.title, channel: c.channel });
      return r.artist === c.artist && r.title === c.expectedTitle;
    });
    expect(right.length / corpus.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('uploads without an artist, co-billing, genre tags and channels in other languages (decision 035)', () => {
  it.each([
    [
      'x co-billing',
      'Calvin Harris x Dua Lipa - One Kiss',
      null,
      ['Calvin Harris & Dua Lipa', 'One Kiss'],
    ],
    [
      '× co-billing',
      'Avicii × Rita Ora - Lonely Together',
      null,
      ['Avicii & Rita Ora', 'Lonely Together'],
    ],
    [
      'with co-billing',
      'Post Malone with Swae Lee - Sunflower',
      null,
      ['Post Malone & Swae Lee', 'Sunflower'],
    ],
    [
      '"X" ending a name is not a separator',
      'Lil Nas X - Old Town Road',
      null,
      ['Lil Nas X', 'Old Town Road'],
    ],
    [
      '"&" without the catalogue stays one name',
      'Marshmello & Anne-Marie - FRIENDS',
      null,
      ['Marshmello & Anne-Marie', 'FRIENDS'],
    ],
    [
      'one comma is a billing',
      'Calvin Harris, Dua Lipa - One Kiss (Official Video)',
      'CalvinHarrisVEVO',
      ['Calvin Harris & Dua Lipa', 'One Kiss'],
    ],
    [
      'a comma and "&" stay one name',
      'Earth, Wind & Fire - September',
      null,
      ['Earth, Wind & Fire', 'September'],
    ],
    [
      '[… Release] tag after the title',
      'Pegboard Nerds - Hero (feat. Elizaveta) [Monstercat Release]',
      'Monstercat Uncaged',
      ['Pegboard Nerds feat. Elizaveta', 'Hero'],
    ],
    [
      'old Monstercat "[Genre] - " prefix',
      '[Drumstep] - Tristam & Braken - Frame of Mind [Monstercat Release]',
      'Monstercat: Uncaged',
      ['Tristam & Braken', 'Frame of Mind'],
    ],
    ['MV before 「」', '米津玄師 MV「Lemon」', '米津玄師', ['米津玄師', 'Lemon']],
    [
      '【】 around the title',
      '周杰倫 Jay Chou【告白氣球 Love Confession】Official MV',
      '周杰倫 Jay Chou',
      ['周杰倫 Jay Chou', '告白氣球 Love Confession'],
    ],
    [
      'co-billing and feat. together',
      'Major Lazer x DJ Snake - Lean On (feat. MØ)',
      null,
      ['Major Lazer & DJ Snake feat. MØ', 'Lean On'],
    ],
    [
      '[Genre] tag',
      '[Dubstep] Skrillex - Scary Monsters and Nice Sprites',
      'UKF Dubstep',
      ['Skrillex', 'Scary Monsters and Nice Sprites'],
    ],
    [
      '"Genre:" tag',
      'Electro House: Wolfgang Gartner - Illmerica',
      null,
      ['Wolfgang Gartner', 'Illmerica'],
    ],
    ['【Genre】 tag', '【Electro】Pegboard Nerds - Hero', 'Monstercat', ['Pegboard Nerds', 'Hero']],
    [
      'label tag before the artist',
      '[Monstercat Release] Rogue - Ultimatum',
      'Monstercat: Uncaged',
      ['Rogue', 'Ultimatum'],
    ],
    ['a bracket that starts a name stays', '(G)I-DLE - TOMBOY', null, ['(G)I-DLE', 'TOMBOY']],
    [
      'colon after a real artist stays',
      'Metallica: Enter Sandman',
      'Metallica',
      ['Metallica', 'Enter Sandman'],
    ],
    ['公式 channel', 'Lemon', '米津玄師 公式', ['米津玄師', 'Lemon']],
    ['オフィシャル channel', '夜に駆ける', 'YOASOBI オフィシャル', ['YOASOBI', '夜に駆ける']],
    ['官方 channel', '告白氣球', '周杰倫 Jay Chou 官方', ['周杰倫 Jay Chou', '告白氣球']],
    ['공식 채널 channel', 'Dynamite', 'BTS 공식 채널', ['BTS', 'Dynamite']],
    [
      'karaoke channel is not the artist',
      'Bohemian Rhapsody (Karaoke Version)',
      'Sing King',
      [null, 'Bohemian Rhapsody'],
    ],
    [
      'karaoke upload names the performer',
      'Bohemian Rhapsody (In the Style of Queen) [Karaoke Version]',
      'Karaoke Hits',
      ['Queen', 'Bohemian Rhapsody'],
    ],
    [
      'lyric channel is not the artist',
      'Someone Like You (Lyrics)',
      '7clouds',
      [null, 'Someone Like You'],
    ],
    [
      'a weak uploader of a lyric video is not the artist',
      'Someone Like You (Lyrics)',
      'rainy day uploads',
      [null, 'Someone Like You'],
    ],
    [
      '"Various Artists - Topic" is not an artist',
      'Blinding Lights',
      'Various Artists - Topic',
      [null, 'Blinding Lights'],
    ],
    [
      'a channel listing several artists is not the artist',
      'Shape of You',
      'Ed Sheeran, Rudimental & Others',
      [null, 'Shape of You'],
    ],
  ])('%s', (_label, title, channel, expected) => {
    expect(clean(title, channel)).toEqual(expected);
  });

  const known = catalogueLookup([
    { artist: 'Adele', title: 'Someone Like You' },
    { artist: 'Adele', title: 'Hello' },
    { artist: 'Lionel Richie', title: 'Hello' },
    { artist: 'Simon & Garfunkel', title: 'The Boxer' },
    { artist: 'Marshmello', title: 'Alone' },
    { artist: 'Calvin Harris', title: 'Summer' },
    { artist: 'Shania Twain', title: 'Up!' },
  ]);

  it('gets at least 90 % of the real uploads we collected exactly right (fixtures/real-titles.jsonl)', () => {
    const rows = readFileSync(new URL('./fixtures/real-titles.jsonl', import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const right = rows.filter((c) => {
      const r = cleanSongTitle({ title: c.title, channel: c.channel });
      return r.artist === c.artist && r.title === c.expectedTitle;
    });
    expect(right.length / rows.length).toBeGreaterThanOrEqual(0.9);
  });

  it('looks a title without an artist up in the catalogue, only when one artist has it', () => {
    const r = cleanSongTitle({ title: 'Someone Like You (Lyrics)', channel: '7clouds' }, known);
    expect([r.artist, r.title, r.artistSource]).toEqual(['Adele', 'Someone Like You', 'catalogue']);
    expect(clean('Hello (Karaoke Version)', 'Sing King', known)).toEqual([null, 'Hello']);
    expect(known.songByTitle!('HELLO')).toBeNull();
    expect(known.songByTitle!('someone like you')).toEqual({
      artist: 'Adele',
      title: 'Someone Like You',
    });
    expect(known.songByTitle!('Up!')).toBeNull();
  });

  it('splits "&" co-billing only when the catalogue knows a part but not the whole', () => {
    expect(splitCoArtists('Marshmello & Anne-Marie', known)).toEqual(['Marshmello', 'Anne-Marie']);
    expect(splitCoArtists('Simon & Garfunkel', known)).toEqual(['Simon & Garfunkel']);
    expect(splitCoArtists('calvin harris x Dua Lipa', known)).toEqual([
      'Calvin Harris',
      'Dua Lipa',
    ]);
    const r = cleanSongTitle(
      { title: 'Marshmello & Anne-Marie - FRIENDS (Official Video) ft. Someone' },
      known,
    );
    expect([r.artist, r.artists, r.featured]).toEqual([
      'Marshmello & Anne-Marie feat. Someone',
      ['Marshmello', 'Anne-Marie'],
      ['Someone'],
    ]);
  });
});

describe('channels and names', () => {
  it.each([
    ['Adele - Topic', { name: 'Adele', strength: 'strong' }],
    ['TaylorSwiftVEVO', { name: 'Taylor Swift', strength: 'strong' }],
    ['AviciiOfficialVEVO', { name: 'Avicii Official', strength: 'strong' }],
    ['Queen Official', { name: 'Queen', strength: 'strong' }],
    ['Coldplay', { name: 'Coldplay', strength: 'weak' }],
    ['Sony Music Entertainment', null],
    ['Lyrics Vault', null],
    ['', null],
  ])('%s', (channel, expected) => expect(channelArtist(channel)).toEqual(expected));

  it('splits camel case, featured artists and capitals', () => {
    expect(splitCamelCase('BrunoMars')).toBe('Bruno Mars');
    expect(splitCamelCase('ACDC')).toBe('ACDC');
    expect(splitFeatured('Calvin Harris feat. Rihanna & Future')).toEqual({
      main: 'Calvin Harris',
      featured: ['Rihanna', 'Future'],
    });
    expect(isCapitals('HELLO WORLD')).toBe(true);
    expect(isCapitals('ABBA')).toBe(true);
    expect(isCapitals('Hello')).toBe(false);
    expect(titleCaseFromCapitals('THE SOUND OF SILENCE')).toBe('The Sound of Silence');
  });
});

describe('titles:clean command', () => {
  it('writes one JSON line per input line, nulls for bad input', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const errors = new PassThrough();
    const chunks: string[] = [];
    output.on('data', (c: Buffer) => chunks.push(c.toString()));
    input.end(
      [
        '{"title":"Adele - Hello (Official Music Video)","channel":"AdeleVEVO"}',
        '',
        'oops',
        '{"title":"Shake It Off","channel":"TaylorSwiftVEVO"}',
      ].join('\n'),
    );
    const n = await run(input, output, errors, loadLookup());
    expect(n).toBe(3);
    expect(
      chunks
        .join('')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { artist: 'Adele', title: 'Hello' },
      { artist: null, title: null },
      { artist: 'Taylor Swift', title: 'Shake It Off' },
    ]);
  });

  it('with --online, resolves a title without an artist through the resolver (and skips it when there is none)', async () => {
    const searched: string[] = [];
    const resolver = createTitleResolver({
      isOpen: () => false,
      search: async (term) => (searched.push(term), [{ name: 'Strobe', artist: 'deadmau5' }]),
    });
    const line = '{"title":"Strobe (Karaoke Version)","channel":"Sing King"}';
    expect(await cleanLineOnline(line, loadLookup(), resolver)).toEqual({
      artist: 'deadmau5',
      title: 'Strobe',
    });
    expect(cleanLine(line, loadLookup())).toEqual({ artist: null, title: 'Strobe' });
    // A line that names its artist costs no search.
    expect(await cleanLineOnline('{"title":"Adele - Hello"}', loadLookup(), resolver)).toEqual({
      artist: 'Adele',
      title: 'Hello',
    });
    expect(searched).toEqual(['Strobe']);
  });

  it('knows the demo catalogue artists', () => {
    expect(
      cleanLine('{"title":"Bohemian Rhapsody - Queen","channel":"classic uploads"}', loadLookup()),
    ).toEqual({
      artist: 'Queen',
      title: 'Bohemian Rhapsody',
    });
  });
});
