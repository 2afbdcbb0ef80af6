/**
 * A profile's taste block: "shares 6 of your 10 genres" with the viewer, and how many of
 * the member's answers their askers loved, per genre. Quiet when there is nothing to say; a failed
 * load hides the block (the rest of the profile stands on its own).
 */
import { t } from '../../../lib/i18n';
import { useTaste } from '../api/profiles-api';

export function TasteSummary({
  userId,
  displayName,
  isSelf,
}: {
  userId: number;
  displayName: string;
  isSelf: boolean;
}) {
  const taste = useTaste(userId);
  const data = taste.data;
  if (!data) return null;
  const { tasteMatch, loved } = data;
  if (!tasteMatch && loved.loved === 0) return null;
  return (
    <section
      aria-label={t('profile.taste')}
      className="mt-4 w-full max-w-md rounded-2xl border border-line bg-surface p-4 text-sm"
      data-testid="taste-summary"
    >
      {tasteMatch && !isSelf && (
        <p className="font-semibold">
          <span dir="auto">{displayName}</span> {t('answer.tasteMatch', tasteMatch)}
        </p>
      )}
      {loved.loved > 0 && (
        <div className={tasteMatch && !isSelf ? 'mt-2' : ''}>
          <p>{t('profile.taste.loved', { count: loved.loved })}</p>
          {loved.genres.length > 0 && (
            <ul
              aria-label={t('profile.taste.perGenre')}
              className="mt-2 flex flex-wrap justify-center gap-2"
            >
              {loved.genres.map((g) => (
                <li
                  key={g.id}
                  className="rounded-full border border-line bg-surface-2 px-2 py-0.5 text-xs"
                >
                  {g.name} · {g.loved}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
