/**
 * Masonry grid of GIF previews (spec 000 §2 "New request": 4 columns, 3 below 1100 px, 2 below
 * 700 px). Each GIF is a toggle button named by its image's alt text (the GIF's title).
 */
import { Check } from 'lucide-react';
import type { Gif } from '@common/schemas';
import { cn } from '../../../lib/cn';
import { distributeIntoColumns, gifColumnCount } from '../lib/masonry';
import { useViewportWidth } from '../../../lib/use-viewport-width';

export interface GifGridProps {
  gifs: readonly Gif[];
  selectedId?: string | null;
  onSelect: (gif: Gif) => void;
  /** Accessible name of the group. */
  label: string;
}

export function GifGrid({ gifs, selectedId, onSelect, label }: GifGridProps) {
  const columns = distributeIntoColumns(gifs, gifColumnCount(useViewportWidth()));
  return (
    <div
      role="group"
      aria-label={label}
      className="flex items-start gap-2"
      data-testid="gif-grid"
      data-columns={columns.length}
    >
      {columns.map((column, c) => (
        <div key={c} className="flex min-w-0 flex-1 flex-col gap-2">
          {column.map((gif) => {
            const selected = gif.id === selectedId;
            return (
              <button
                key={gif.id}
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(gif)}
                className={cn(
                  'relative block w-full overflow-hidden rounded-xl bg-surface-2 transition-shadow hover:ring-2 hover:ring-accent/60',
                  selected && 'ring-4 ring-accent',
                )}
                style={{
                  aspectRatio: gif.width && gif.height ? `${gif.width} / ${gif.height}` : '1 / 1',
                }}
              >
                <img
                  src={gif.previewUrl}
                  alt={gif.title}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
                {selected && (
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 end-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-accent text-accent-fg"
                  >
                    <Check className="h-4 w-4" />
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
