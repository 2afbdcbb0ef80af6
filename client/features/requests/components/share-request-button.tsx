/** "Share" on a request: the share sheet where there is one, else "Link copied". */
import { Share2 } from 'lucide-react';
import { toast } from '../../../lib/toast-store';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { requestUrl, shareLink } from '../lib/share-link';

interface Props {
  requestId: number;
  /** The request's text (the share sheet's text); GIF or song requests may have none. */
  text?: string | null;
  className?: string;
}

export function ShareRequestButton({ requestId, text, className }: Props) {
  const onClick = async () => {
    const outcome = await shareLink({
      title: 'Hearsay',
      text: text ? text.slice(0, 100) : t('request.shareText'),
      url: requestUrl(requestId),
    });
    if (outcome === 'copied') toast({ title: t('request.linkCopied'), variant: 'success' });
    if (outcome === 'failed')
      toast({
        title: t('request.shareFailed'),
        description: requestUrl(requestId),
        variant: 'destructive',
        duration: 5000,
      });
  };
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-fg',
        className,
      )}
    >
      <Share2 className="h-4 w-4" aria-hidden="true" />
      {t('request.share')}
    </button>
  );
}
