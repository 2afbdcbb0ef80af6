/**
 * The staff "Blocked servers" section on /admin (decision 051): block a remote server by its name
 * (its activities are refused, its content hidden, its follows ended) and lift a block.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { inputClasses } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api';
import { useFederationBlockActions, useFederationBlocks } from '../api/federation-blocks-api';
import { t } from '../../../lib/i18n';
import { staffTime } from '../../../lib/staff-time';

export function FederationBlocks() {
  const blocks = useFederationBlocks();
  const { block, unblock } = useFederationBlockActions();
  const [domain, setDomain] = useState('');
  const inputId = useId();
  const hintId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!domain.trim()) return;
    block.mutate(domain.trim(), { onSuccess: () => setDomain('') });
  };
  const failure = block.error ?? unblock.error;
  return (
    <section aria-labelledby="federation-blocks-title" className="mt-10 space-y-4">
      <h2 id="federation-blocks-title" className="text-2xl font-bold">
        {t('staff.fedBlocks.title')}
      </h2>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-semibold">
            {t('staff.fedBlocks.server')}
          </label>
          <input
            id={inputId}
            className={inputClasses}
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            placeholder={t('staff.fedBlocks.example')}
            aria-describedby={hintId}
            dir="ltr"
          />
        </div>
        <Button type="submit" disabled={block.isPending || !domain.trim()}>
          {t('staff.fedBlocks.block')}
        </Button>
      </form>
      <p id={hintId} className="text-sm text-muted">
        {t('staff.fedBlocks.hint')}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(failure, t('staff.fedBlocks.failed'))}
        </p>
      )}
      {blocks.isPending && <Spinner label={t('ui.loading')} showLabel />}
      {blocks.isError && (
        <ErrorState
          message={t('staff.fedBlocks.loadFailed')}
          onRetry={() => void blocks.refetch()}
        />
      )}
      {blocks.data && blocks.data.data.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          {t('staff.fedBlocks.empty')}
        </p>
      )}
      {blocks.data && blocks.data.data.length > 0 && (
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {blocks.data.data.map((b) => (
            <li key={b.domain} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-semibold" dir="ltr">
                  {b.domain}
                </p>
                <p className="text-sm text-muted">
                  {staffTime(b.createdAt, 'd MMM yyyy HH:mm')}
                  {b.createdBy ? ` · ${b.createdBy.displayName}` : ''}
                </p>
              </div>
              <Button
                variant="outline"
                disabled={unblock.isPending}
                onClick={() => unblock.mutate(b.domain)}
                aria-label={t('staff.fedBlocks.unblockServer', { domain: b.domain })}
              >
                {t('staff.fedBlocks.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
