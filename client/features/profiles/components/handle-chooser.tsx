/**
 * "Choose your handle" on /profile (decision 045): shown only to a member whose handle was drawn
 * at sign-up or replaced when old `member-N` handles were retired. Checked locally with the
 * server's rules (handleProblem) before sending; the server's 409 for a taken handle shows inline.
 */
import { useState, type FormEvent } from 'react';
import { handleProblem, HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH } from '@common/handle-rules';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { t, type MessageId } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useChooseHandle, useHandleState } from '../api/handle-api';
import { withHandle } from './with-handle';

/** The handle checks' English (the server's words) mapped to their catalogue keys. */
const HANDLE_PROBLEM_TEXT = new Map<string, MessageId>([
  [
    `A handle has ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} characters.`,
    'profile.handle.length',
  ],
  ['Use lower-case letters a–z and digits, joined by single hyphens.', 'profile.handle.pattern'],
  ['That handle is reserved. Please pick another.', 'profile.handle.reserved'],
]);

export function HandleChooser({ userId }: { userId: number }) {
  const state = useHandleState(userId);
  const choose = useChooseHandle(userId);
  const [handle, setHandle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!state.data?.choosable) return null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = handleProblem(handle);
    const key = check ? HANDLE_PROBLEM_TEXT.get(check) : undefined;
    const local = key ? t(key, { min: HANDLE_MIN_LENGTH, max: HANDLE_MAX_LENGTH }) : check;
    setProblem(local);
    if (local) return;
    try {
      const chosen = await choose.mutateAsync(handle);
      toast({
        title: t('profile.handle.chosen'),
        description: t('profile.handle.nowYou', { handle: `@${chosen.slug}` }),
        variant: 'success',
      });
    } catch (err) {
      setProblem(errorText(err, 'profile.handle.failed'));
    }
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-5 space-y-3 border-t border-line pt-5"
      aria-busy={choose.isPending}
    >
      <p className="text-sm text-muted">
        {withHandle(
          t('profile.handle.madeForYou', { handle: `@${state.data.slug}` }),
          `@${state.data.slug}`,
        )}
      </p>
      <TextField
        label={t('profile.handle.label')}
        hint={t('profile.handle.hint')}
        value={handle}
        maxLength={HANDLE_MAX_LENGTH}
        onChange={(e) => setHandle(e.target.value)}
        autoComplete="username"
        spellCheck={false}
        disabled={choose.isPending}
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" size="sm" disabled={choose.isPending || handle.trim() === ''}>
        {choose.isPending ? t('profile.saving') : t('profile.handle.save')}
      </Button>
    </form>
  );
}
