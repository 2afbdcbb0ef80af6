/**
 * Members of other servers (decision 058) are kept with the slug `name@host`, which a local slug
 * never holds (letters, digits and hyphens only), so a slug alone tells where a member lives.
 */

/** The server (`host[:port]`) of the member with `slug`, or null for a member of this server. */
export function remoteServerOf(slug: string | null | undefined): string | null {
  const at = slug ? slug.lastIndexOf('@') : -1;
  return at > 0 ? slug!.slice(at + 1) || null : null;
}
