/**
 * The "…" menu of an answer in a list: "Play from here" for every answer, and for
 * someone else's answer Report and Block of its author (moved here from the card's row).
 */
import type { ResponseItem } from '@common/schemas';
import { songTitle } from '@common/song-display';
import { OverflowMenu } from '../../../components/ui/overflow-menu';
import { t } from '../../../lib/i18n';
import { ModerationMenu } from '../../moderation';
import { PlayFromHereMenuItem, type PlayableEntry } from '../../player';

export interface ResponseMenuProps {
  response: ResponseItem;
  viewerId: number | undefined;
  /** The list's answers as player entries, in the order shown, and this answer's place in it. */
  entries: PlayableEntry[];
  index: number;
}

export function ResponseMenu({ response, viewerId, entries, index }: ResponseMenuProps) {
  const label = t('answer.moreActions', { title: songTitle(response.songData) });
  const playFromHere = <PlayFromHereMenuItem entries={entries} index={index} />;
  if (response.user.id === viewerId)
    return <OverflowMenu label={label}>{playFromHere}</OverflowMenu>;
  return (
    <ModerationMenu
      label={label}
      targetType="response"
      targetId={response.id}
      member={response.user}
    >
      {playFromHere}
    </ModerationMenu>
  );
}
