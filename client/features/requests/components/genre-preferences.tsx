/**
 * "Add Genre Preferences" (spec 000 §2 "New request"): opens the genre picker and lists the chosen
 * genres as removable chips. The genres are attached after the request is created.
 */
import { useState } from 'react';
import { Tags } from 'lucide-react';
import { MAX_REQUEST_GENRES } from '@common/constants';
import type { GenreRef } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { GenreChipList } from '../../../components/ui/genre-chip';
import { GenrePicker } from '../../genres';
import { t } from '../../../lib/i18n';

export interface GenrePreferencesProps {
  genres: readonly GenreRef[];
  onChange: (genres: GenreRef[]) => void;
  disabled?: boolean;
}

export function GenrePreferences({ genres, onChange, disabled }: GenrePreferencesProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
        <Tags className="h-4 w-4" aria-hidden="true" />
        {t('newRequest.addGenres')}
      </Button>
      {genres.length > 0 && (
        <GenreChipList
          aria-label={t('newRequest.chosenGenres')}
          genres={genres}
          onRemove={
            disabled ? undefined : (removed) => onChange(genres.filter((g) => g.id !== removed.id))
          }
        />
      )}
      <GenrePicker
        open={open}
        onOpenChange={setOpen}
        initialSelection={genres}
        onConfirm={onChange}
        // This picker tags the request, not the member's favourites: its own description.
        // The title stays spec 000's picker title (the contract), docs/decisions/024.
        description={t('newRequest.genresHelp', { max: MAX_REQUEST_GENRES })}
      />
    </div>
  );
}
