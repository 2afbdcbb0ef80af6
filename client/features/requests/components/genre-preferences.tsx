/**
 * "Add Genre Preferences" (spec 000 §2 "New request"): opens the genre picker and lists the chosen
 * genres as removable chips. The genres are attached after the request is created.
 */
import { useState } from 'react';
import { Tags } from 'lucide-react';
import type { GenreRef } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { GenreChip } from '../../../components/ui/genre-chip';
import { GenrePicker } from '../../genres';

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
        Add Genre Preferences
      </Button>
      {genres.length > 0 && (
        <ul aria-label="Chosen genres" className="flex flex-wrap gap-2">
          {genres.map((genre, index) => (
            <li key={genre.id} className="max-w-full">
              <GenreChip name={genre.name} index={index} onRemove={disabled ? undefined : () => onChange(genres.filter((g) => g.id !== genre.id))} />
            </li>
          ))}
        </ul>
      )}
      <GenrePicker open={open} onOpenChange={setOpen} initialSelection={genres} onConfirm={onChange} />
    </div>
  );
}
