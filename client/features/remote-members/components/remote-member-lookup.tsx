/**
 * /profile's "Follow someone on another server" card (decision 058): a handle such as
 * `name@mastodon.example` is looked up on their server, then their profile opens here, with its
 * Follow button. Shown only when this server federates.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { ProfileCard } from '../../../components/ui/profile-card';
import { TextField } from '../../../components/ui/text-field';
import { callApi } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { fediverseQuery } from '../../../lib/queries/account';

export function RemoteMemberLookup() {
  const navigate = useNavigate();
  const setting = useQuery(fediverseQuery());
  const [handle, setHandle] = useState('');
  const lookup = useMutation({
    mutationFn: (value: string) =>
      callApi('getFederationLookup', { query: { handle: value.trim() } }),
    onSuccess: ({ user }) => navigate(`/profile/${encodeURIComponent(user.slug)}`),
  });
  if (!setting.data?.federating) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (handle.trim()) lookup.mutate(handle);
  };
  return (
    <ProfileCard headingId="remote-member-lookup" title={t('remoteLookup.title')}>
      <p className="mt-1 text-sm text-muted">{t('remoteLookup.hint')}</p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-0 flex-1 basis-56"
          label={t('remoteLookup.label')}
          placeholder={t('remoteLookup.placeholder')}
          value={handle}
          onChange={(e) => setHandle(e.target.value)}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={lookup.isError || undefined}
        />
        <Button type="submit" disabled={lookup.isPending || !handle.trim()}>
          {lookup.isPending ? t('remoteLookup.finding') : t('remoteLookup.submit')}
        </Button>
      </form>
      {lookup.isError && (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {errorText(lookup.error, 'remoteLookup.failed')}
        </p>
      )}
    </ProfileCard>
  );
}
