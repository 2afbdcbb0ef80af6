/** The chosen GIF (spec 000 §2 "a selected GIF preview") with a button to pick another. */
import type { Ref } from 'react';
import { RefreshCw } from 'lucide-react';
import type { Gif } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

export interface SelectedGifProps {
  gif: Gif;
  /** Goes back to the grid to pick another GIF. */
  onChange: () => void;
  disabled?: boolean;
  /** The figure, focusable (tabIndex -1) so focus can land on it after picking. */
  ref?: Ref<HTMLElement>;
}

export function SelectedGif({ gif, onChange, disabled, ref }: SelectedGifProps) {
  return (
    <figure
      ref={ref}
      tabIndex={-1}
      data-testid="selected-gif"
      className="overflow-hidden rounded-3xl border border-line bg-surface"
    >
      <img
        src={gif.url}
        alt={gif.title}
        className="mx-auto max-h-80 w-full bg-surface-2 object-contain"
      />
      <figcaption className="flex items-center justify-between gap-3 p-3">
        <span className="min-w-0 text-sm">
          <span className="block text-xs font-bold tracking-wider text-muted">
            {t('gif.selected')}
          </span>
          <span className="block truncate font-semibold">{gif.title}</span>
        </span>
        <Button variant="outline" size="sm" onClick={onChange} disabled={disabled}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t('gif.change')}
        </Button>
      </figcaption>
    </figure>
  );
}
