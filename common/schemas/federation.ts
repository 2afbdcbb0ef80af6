/**
 * Federation's API shapes (decisions 051, 058): staff blocks of remote servers, a member's choice
 * to publish to the fediverse, and finding a member of another server by handle. Plain host names are
 * normalised by `normalizeBlockedDomain`, shared so the admin screen and the server agree.
 */
import { z } from 'zod';

/** Longest host name (RFC 1035) a block may name. */
export const BLOCKED_DOMAIN_MAX = 253;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The lower-case host name a staff member means by `input` (`Mastodon.Example`,
 * `https://mastodon.example/about`, `@name@mastodon.example`, `mastodon.example:8443` all give
 * `mastodon.example`), or null when it is not a host name or IPv4 address.
 */
export function normalizeBlockedDomain(input: string): string | null {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  text = text.replace(/^@?[^@/]*@/, '');
  text = text.split(/[/?#]/)[0] ?? '';
  text = text.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (!text || text.length > BLOCKED_DOMAIN_MAX) return null;
  const labels = text.split('.');
  if (labels.length < 2 && text !== 'localhost') return null;
  return labels.every((label) => LABEL.test(label)) ? text : null;
}

export const federationBlockBodySchema = z.object({
  domain: z
    .string()
    .min(1)
    .max(BLOCKED_DOMAIN_MAX + 20),
});
export type FederationBlockBody = z.infer<typeof federationBlockBodySchema>;

export const federationBlockParamsSchema = z.object({
  domain: z
    .string()
    .min(1)
    .max(BLOCKED_DOMAIN_MAX + 20),
});

export const federationBlockSchema = z.object({
  domain: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), displayName: z.string() }).nullable(),
});
export type FederationBlock = z.infer<typeof federationBlockSchema>;

export const federationBlockListSchema = z.object({ data: z.array(federationBlockSchema) });
export type FederationBlockList = z.infer<typeof federationBlockListSchema>;

export const federationUnblockedSchema = z.object({
  domain: z.string(),
  blocked: z.literal(false),
});

/** GET/PUT /api/account/fediverse: the member's "Publish my requests and answers to the fediverse". */
export const fediversePublishSchema = z.object({
  publish: z.boolean(),
  /** Whether this server federates at all (FEDERATION=on); the setting matters only then. */
  federating: z.boolean(),
});
export type FediversePublish = z.infer<typeof fediversePublishSchema>;

export const fediversePublishBodySchema = z.object({ publish: z.boolean() });

/** Longest handle a lookup takes: a name, an @ and a host name with a port. */
export const REMOTE_HANDLE_MAX = 320;

/** GET /api/federation/lookup: a member of another server by handle (`name@host`, `@name@host`). */
export const federationLookupQuerySchema = z.object({
  handle: z.string().trim().min(3).max(REMOTE_HANDLE_MAX),
});

/** The member a lookup found: a remote member row (`remote: true`), or one of ours. */
export const federationLookupSchema = z.object({
  user: z.object({
    id: z.number().int(),
    slug: z.string(),
    displayName: z.string(),
    /** `@name@host`. */
    handle: z.string(),
    remote: z.boolean(),
  }),
});
export type FederationLookup = z.infer<typeof federationLookupSchema>;
