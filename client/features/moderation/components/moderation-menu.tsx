/**
 * The "…" menu on someone else's answer or profile: Report (its dialog) and, for a
 * member, Block/Unblock, after any items the caller puts first (an answer's "Play from here").
 * The report dialog gives the focus back to the menu's button when it closes.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Flag } from 'lucide-react';
import type { ReportTargetType } from '@common/moderation-text';
import { remoteServerOf } from '@common/remote-handles';
import {
  OverflowMenu,
  OverflowMenuItem,
  OverflowMenuSeparator,
} from '../../../components/ui/overflow-menu';
import { BlockMenuItem } from './block-controls';
import { ReportDialog, reportTitle } from './report-button';

export interface ModerationMenuProps {
  /** The menu button's accessible name, e.g. "More actions for {title}". */
  label: string;
  targetType: ReportTargetType;
  targetId: number;
  /** The member Block acts on (the answer's author, the profile's member); their slug tells their server. */
  member: { id: number; displayName: string; slug?: string | null };
  /** Items shown above Report and Block. */
  children?: ReactNode;
}

export function ModerationMenu({
  label,
  targetType,
  targetId,
  member,
  children,
}: ModerationMenuProps) {
  const [reportOpen, setReportOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <OverflowMenu label={label} ref={buttonRef}>
        {children}
        {children && <OverflowMenuSeparator />}
        <OverflowMenuItem icon={Flag} onSelect={() => setReportOpen(true)}>
          {reportTitle(targetType)}
        </OverflowMenuItem>
        <BlockMenuItem member={member} />
      </OverflowMenu>
      <ReportDialog
        targetType={targetType}
        targetId={targetId}
        open={reportOpen}
        onOpenChange={setReportOpen}
        remoteServer={remoteServerOf(member.slug)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          buttonRef.current?.focus();
        }}
      />
    </>
  );
}
