/** /profile (spec 000 §2 "Profiles"): avatar, name, email and the member's genre preferences. */
import { Avatar } from '../../components/ui/avatar';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../features/auth/api/session';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useSession();
  if (!user) return <p className="py-10 text-center text-muted">Please log in to view your profile.</p>;
  const n = user.genres.length;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <section className="flex flex-col items-center gap-3 rounded-3xl border border-line bg-surface p-6 text-center">
        <Avatar user={user} size="lg" />
        <h1 className="text-2xl font-bold">{user.displayName}</h1>
        <p className="text-muted">{user.email}</p>
      </section>
      <section aria-labelledby="genre-prefs" className="rounded-3xl border border-line bg-surface p-6">
        <h2 id="genre-prefs" className="text-lg font-bold">
          Genre Preferences
        </h2>
        {n === 0 ? (
          <p className="mt-2 text-muted">No favorite genres selected yet</p>
        ) : (
          <>
            <ul className="mt-3 flex flex-wrap gap-2">
              {user.genres.map((g) => (
                <li key={g.id} className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-soft-fg">
                  {g.name}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-muted">
              {n} {n === 1 ? 'genre' : 'genres'} selected • Used for Magic sorting
            </p>
          </>
        )}
      </section>
    </div>
  );
}
