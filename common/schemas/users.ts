/** Members (spec 000 §3, §7 "Session", "Feed and lists"): the public and session views, sign-up and sign-in bodies, public profiles. */
import { z } from 'zod';
import { ROLES } from '../constants';
import { LOCALES, type Locale } from '../i18n/locales';
import { genreRefSchema } from './genres';

/** Public view of a member, embedded in requests and responses. */
export const publicUserSchema = z.object({
  id: z.number(),
  displayName: z.string(),
  slug: z.string(),
  profilePicture: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user as held by the session (spec 000 §3). */
export const sessionUserSchema = publicUserSchema.extend({
  email: z.string(),
  role: z.enum(ROLES),
  genres: z.array(genreRefSchema),
  /** Account security: the address is verified; two-factor is on; this session passed it. */
  emailVerified: z.boolean().optional(),
  twoFactorEnabled: z.boolean().optional(),
  /** At least one security key (WebAuthn) is registered: a second factor like TOTP (decision 039). */
  hasSecurityKey: z.boolean().optional(),
  mfaPassed: z.boolean().optional(),
  /**
   * Only while the operator requires two-factor (REQUIRE_TWO_FACTOR, decision 049): true when this
   * member must set up a second factor before anything but enrolment, sign-out and leaving works.
   */
  twoFactorRequired: z.boolean().optional(),
  /** The member's saved language (common/i18n/locales.ts, decision 047); null: not chosen. */
  locale: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registerBodySchema = z.object({
  email: z.string().max(1000),
  displayName: z.string().max(1000),
  password: z.string().max(1000),
});
/** PATCH /api/users/{id}: a new display name, checked by validateDisplayName. */
export const displayNameBodySchema = z.object({ displayName: z.string().max(1000) });
/** PUT /api/users/{id}/locale (decision 047): the member's language, one of common/i18n/locales.ts. */
export const localeBodySchema = z.object({
  locale: z.enum(LOCALES.map((l) => l.code) as [Locale, ...Locale[]], {
    message: 'Unknown language.',
  }),
});
export const loginBodySchema = z.object({
  email: z.string().max(1000).optional().default(''),
  password: z.string().max(1000).optional().default(''),
});

/** A member as GET /api/users/{id} and GET /api/profile/{slug} answer; never carries the email. */
export const publicProfileSchema = publicUserSchema.extend({
  createdAt: z.string(),
  /** Requests the member has posted. */
  requestCount: z.number(),
  /** Recommendations the member has made. */
  responseCount: z.number(),
  /** Members who follow this member. */
  followerCount: z.number(),
  /** Members this member follows. */
  followingCount: z.number(),
  /** What the viewer does about this member: follows them (false on one's own profile). */
  viewer: z.object({ following: z.boolean() }),
  /**
   * A member of another server (decision 058): its host and the address of its actor, which their
   * server shows as their profile page to a browser. Null for members of this server.
   */
  remote: z.object({ server: z.string(), url: z.string() }).nullable().optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * `{slug}` of GET /api/profile/{slug}: lower-cased, then letters, digits and single hyphens; or a
 * member of another server's `name@host[:port]` (decision 058).
 */
export const slugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(320)
    .regex(
      /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|[\p{L}\p{N}_.-]{1,100}@[a-z0-9.-]+(?::\d{1,5})?)$/u,
      'A profile address has only letters, digits and hyphens.',
    ),
});
