/**
 * "Choose your handle" on /profile (decision 045): shown only to a member whose handle was drawn
 * at sign-up or replaced when old `member-N` handles were retired. Checked locally with the
 * server's rules (handleProblem) before sending; the server's 409 for a taken handle shows inline.
 */
import { useState, type FormEvent } from 'react';
import { handleProblem, HANDLE_MAX_LENGTH } from '@common/handle-rules';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useChooseHandle, useHandleState } from '../api/handle-api';

export function HandleChooser({ userId }: { userId: number }) {
  const state = useHandleState(userId);
  const choose = useChooseHandle(userId);
  const [handle, setHandle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!state.data?.choosable) return null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const local = handleProblem(handle);
    setProblem(local);
    if (local) return;
    try {
      const chosen = await choose.mutateAsync(handle);
      toast({
        title: 'Handle chosen',
        description: `You are now @${chosen.slug}.`,
        variant: 'success',
      });
    } catch (err) {
      setProblem(errorMessage(err, 'Could not save your handle. Please try again.'));
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
        Your handle <span className="font-semibold text-fg">@{state.data.slug}</span> was made for
        you. You can choose your own once; links to the old one keep working.
      </p>
      <TextField
        label="Choose your handle"
        hint="3–30 letters a–z, digits and single hyphens"
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
        {choose.isPending ? 'Saving...' : 'Save handle'}
      </Button>
    </form>
  );
}
