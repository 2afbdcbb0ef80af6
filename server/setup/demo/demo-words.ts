/** The demo's made-up words: member first names, answer comments and feedback items. */
import type { PlannedFeedback } from './demo-plan-types';

export const FIRST_NAMES = [
  'Maya',
  'Jonas',
  'Aiko',
  'Tomás',
  'Priya',
  'Oskar',
  'Lena',
  'Kwame',
  'Sofia',
  'Mateo',
  'Nadia',
  'Elias',
  'Chloé',
  'Ravi',
  'Ingrid',
  'Diego',
  'Yara',
  'Felix',
  'Amara',
  'Luca',
  'Hana',
  'Noah',
  'Zoe',
  'Iván',
  'Freya',
  'Omar',
  'Clara',
  'Kenji',
  'Lucía',
  'Theo',
  'Nia',
  'Anton',
  'Mira',
  'Samir',
  'Elsa',
  'Caleb',
  'Ines',
  'Marek',
  'Leila',
  'Ruben',
  'Ada',
  'Bruno',
];
export const INITIALS = 'ABCDEFGHJKLMNPRSTVWZ';

export const COMMENTS = [
  'This one never gets old.',
  'Exactly the vibe you are after, I think.',
  'Put this on last night and thought of your request.',
  'Give it a minute, the chorus pays off.',
  'My go-to for this mood.',
  'Turn it up for the second half.',
  'Underrated pick, trust me.',
  'Pure energy from the first second.',
  'Had this on repeat all summer.',
  'A little left field, but I think it fits.',
  'The production on this is unreal.',
  'Perfect for a long drive.',
  'Classic. You probably know it, but still.',
  'Headphones on for this one.',
  'It grows on you with every listen.',
  'Came here to post exactly this.',
];
export const ARTIST_COMMENTS = [
  'If you like {artist}, this is their best.',
  'More {artist} is always the answer.',
  '{artist} at their finest.',
  'Start with this {artist} track.',
];
export const GENRE_COMMENTS = [
  'Solid {genre} pick.',
  'One of my favourite {genre} tracks.',
  'If it is {genre} you want, start here.',
];

export const FEEDBACK: readonly Omit<PlannedFeedback, 'member' | 'createdAt'>[] = [
  {
    type: 'feedback',
    comment: 'Love the Magic feed, it found me three new artists this week.',
    status: 'unread',
  },
  {
    type: 'bug',
    comment: 'The player kept playing after I closed the tab on my phone.',
    status: 'in-progress',
  },
  { type: 'feedback', comment: 'Could we filter saved songs by genre?', status: 'tabled' },
  {
    type: 'bug',
    comment: 'Search did not find a song when I typed the artist first.',
    status: 'fixed',
  },
  { type: 'feedback', comment: 'Would be great to see who upvoted my request.', status: 'unread' },
  {
    type: 'bug',
    comment: 'Dark mode: the genre chips are hard to read on the request page.',
    status: 'unread',
  },
];
