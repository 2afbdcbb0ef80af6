/**
 * A reply's text: each @slug that names a member (the reply's `mentions`) becomes a link
 * to their profile, http(s) addresses become safe links, and everything else stays text, which
 * React escapes. Links are built from parsed tokens, never from the text as HTML.
 */
import { Link } from 'react-router';
import type { Reply } from '@common/schemas/replies';
import { replyTokens } from '@common/replies-text';
import { LinkedText } from '../../../components/ui/linked-text';

export function ReplyText({ reply }: { reply: Pick<Reply, 'body' | 'mentions'> }) {
  const members = new Map(reply.mentions.map((m) => [m.slug, m]));
  return replyTokens(reply.body).map((token, i) => {
    const member = token.kind === 'mention' ? members.get(token.slug) : undefined;
    if (!member) return <LinkedText key={i} text={token.text} />;
    return (
      <Link
        key={i}
        to={`/profile/${member.slug}`}
        className="font-semibold text-accent underline-offset-2 hover:underline"
        title={member.displayName}
      >
        {token.text}
      </Link>
    );
  });
}
