/**
 * The one item of the /processing screen being edited (spec 001 §4: one at a time; entering edit
 * clears the others). Its keys name both features' lists: requests and no-genre responses here,
 * flagged results and fixes in quality-review, which takes this type from our index.ts.
 */
export type EditKey = `${'request' | 'result' | 'fixed' | 'no-genre-response'}:${number}` | null;

/** The edited item and its setter, held by the page and handed to every list. */
export interface EditState {
  editing: EditKey;
  setEditing: (key: EditKey) => void;
}

/** What a paged list of the screen is given: its edit state, the page shown and the page setter. */
export interface ReviewListProps extends EditState {
  page: number;
  onPage: (page: number) => void;
}
