/** Count-dependent button labels of the genre screens (spec 000 §2). */

/** Picker confirm: "Add Genres" with none, "Add 1 Genre", "Add N Genres". */
export function addGenresLabel(count: number): string {
  if (count <= 0) return 'Add Genres';
  return `Add ${count} ${count === 1 ? 'Genre' : 'Genres'}`;
}

/** Onboarding continue: "Continue with 1 genre", "Continue with N genres"; plain "Continue" with none. */
export function continueLabel(count: number): string {
  if (count <= 0) return 'Continue';
  return `Continue with ${count} ${count === 1 ? 'genre' : 'genres'}`;
}

/** "1 genre selected" / "N genres selected". */
export function selectedCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'genre' : 'genres'} selected`;
}
