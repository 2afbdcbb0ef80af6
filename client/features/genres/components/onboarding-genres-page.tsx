/**
 * /onboarding/genres (spec 000 §2, §4 "Onboarding save", §5, §8): first genre choice of a new
 * member. "Choose Your Genres" opens the picker; the chosen genres show as coloured chips with a
 * count and "Continue with N genre(s)", which saves them, toasts the welcome and goes to /.
 * The route guard renders it only for a signed-in member without saved genres.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Headphones, LoaderCircle } from 'lucide-react';
import { MAX_USER_GENRES, PRODUCT_NAME } from '@common/constants';
import type { GenreRef } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { GenreChipList } from '../../../components/ui/genre-chip';
import { errorText } from '../../../lib/i18n-errors';
import { track } from '../../../lib/analytics';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';
import { useSaveUserGenres } from '../api/genres-api';
import { continueLabel, selectedCountLabel } from '../lib/genre-labels';
import { GenrePicker } from './genre-picker';
import { t } from '../../../lib/i18n';

/**
 * Saving the onboarding choice: `onContinue` refuses an empty choice (toast), saves the genres,
 * toasts the welcome and replaces the page with the feed; a failure toasts the server's message.
 */
function useOnboardingSave(genres: GenreRef[]) {
  const { user } = useSession();
  const navigate = useNavigate();
  const save = useSaveUserGenres();

  async function onContinue() {
    if (genres.length === 0) {
      toast({
        title: t('genres.selectOne'),
        description: t('genres.selectOneText'),
        variant: 'destructive',
      });
      return;
    }
    if (!user) {
      toast({
        title: t('genres.saveError'),
        description: t('genres.tryAgain'),
        variant: 'destructive',
      });
      return;
    }
    try {
      await save.mutateAsync({ userId: user.id, names: genres.map((g) => g.name) });
      track('onboarding_genres_completed', { genres: genres.length });
      toast({
        title: t('genres.welcome', { product: PRODUCT_NAME }),
        description: t('genres.saved'),
        variant: 'success',
      });
      // Replace: going back must not land on a finished onboarding step.
      navigate('/', { replace: true });
    } catch (err) {
      toast({
        title: t('genres.saveError'),
        description: errorText(err, 'genres.saveFailed'),
        variant: 'destructive',
      });
    }
  }

  return { save, onContinue };
}

/** The onboarding screen; no props (reads the member from the session). */
export function OnboardingGenresPage() {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [genres, setGenres] = useState<GenreRef[]>([]);
  const { save, onContinue } = useOnboardingSave(genres);

  const count = genres.length;
  return (
    <div className="mx-auto w-full max-w-2xl pt-4 pb-24 sm:pt-10">
      <section
        aria-labelledby="onboarding-genres-title"
        className="rounded-3xl border border-line bg-surface px-5 py-8 text-center shadow-sm sm:px-10 sm:py-12"
      >
        <span className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-fg">
          <Headphones className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1
          id="onboarding-genres-title"
          className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {t('genres.onboardingTitle')}
        </h1>
        <p className="mx-auto mt-3 max-w-md text-base text-pretty text-muted sm:text-lg">
          {t('genres.onboardingText', { max: MAX_USER_GENRES })}
        </p>

        {count > 0 && (
          <div className="mt-8 space-y-3">
            <p className="text-sm font-semibold text-fg">{selectedCountLabel(count)}</p>
            <GenreChipList
              aria-label={t('genres.yours')}
              className="justify-center"
              genres={genres}
            />
          </div>
        )}

        <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center">
          <Button
            variant={count > 0 ? 'outline' : 'primary'}
            size="lg"
            onClick={() => setPickerOpen(true)}
          >
            {t('genres.choose')}
          </Button>
          <Button
            variant={count > 0 ? 'primary' : 'outline'}
            size="lg"
            onClick={() => void onContinue()}
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {save.isPending ? t('genres.saving') : continueLabel(count)}
          </Button>
        </div>

        <p className="mt-6 text-sm text-muted">{t('genres.changeLater')}</p>
      </section>

      <GenrePicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        initialSelection={genres}
        onConfirm={setGenres}
      />
    </div>
  );
}
