/**
 * Every route's definition by name (decision 048): schemas, summary, access and enforced limit, one
 * module per feature beside this one. The server registers from it (server/lib/route-table.ts),
 * the OpenAPI document and the rate limits read it, and the client takes types (never values, in
 * production) from it. Method and path live in ../api-routes.ts under the same names.
 */
import type { ApiRouteName } from '../api-routes';
import { accountDataDefinitions } from './account-data';
import { activityDefinitions } from './activity';
import { adminDataDefinitions } from './admin-data';
import { auditLogDefinitions } from './audit-log';
import { authAccountControlsDefinitions } from './auth-account-controls';
import { authAccountDefinitions } from './auth-account';
import { authMfaDefinitions } from './auth-mfa';
import { authWebauthnDefinitions } from './auth-webauthn';
import { authDefinitions } from './auth';
import { cosignsDefinitions } from './cosigns';
import { emailDigestsDefinitions } from './email-digests';
import { feedDefinitions } from './feed';
import { federationDefinitions } from './federation';
import { feedbackDefinitions } from './feedback';
import { genreDetectionDefinitions } from './genre-detection';
import { genresDefinitions } from './genres';
import { gifsDefinitions } from './gifs';
import { healthDefinitions } from './health';
import { memberHandlesDefinitions } from './member-handles';
import { moderationDefinitions } from './moderation';
import { notificationsDefinitions } from './notifications';
import { openapiDefinitions } from './openapi';
import { playerDefinitions } from './player';
import { profileEditDefinitions } from './profile-edit';
import { profilesDefinitions } from './profiles';
import { pushDefinitions } from './push';
import { qualityReviewDefinitions } from './quality-review';
import { repliesDefinitions } from './replies';
import { reportsDefinitions } from './reports';
import { requestGenresDefinitions } from './request-genres';
import { requestsDefinitions } from './requests';
import { responsesDefinitions } from './responses';
import { savedSongsDefinitions } from './saved-songs';
import { songsDefinitions } from './songs';
import { spotifyDefinitions } from './spotify';
import { upvotesDefinitions } from './upvotes';
import { userFollowsDefinitions } from './user-follows';
import { verdictsDefinitions } from './verdicts';
import type { RouteDefinition } from './route-definition';

export const API_DEFINITIONS = {
  ...accountDataDefinitions,
  ...activityDefinitions,
  ...adminDataDefinitions,
  ...auditLogDefinitions,
  ...authAccountControlsDefinitions,
  ...authAccountDefinitions,
  ...authMfaDefinitions,
  ...authWebauthnDefinitions,
  ...authDefinitions,
  ...cosignsDefinitions,
  ...emailDigestsDefinitions,
  ...feedDefinitions,
  ...federationDefinitions,
  ...feedbackDefinitions,
  ...genreDetectionDefinitions,
  ...genresDefinitions,
  ...gifsDefinitions,
  ...healthDefinitions,
  ...memberHandlesDefinitions,
  ...moderationDefinitions,
  ...notificationsDefinitions,
  ...openapiDefinitions,
  ...playerDefinitions,
  ...profileEditDefinitions,
  ...profilesDefinitions,
  ...pushDefinitions,
  ...qualityReviewDefinitions,
  ...repliesDefinitions,
  ...reportsDefinitions,
  ...requestGenresDefinitions,
  ...requestsDefinitions,
  ...responsesDefinitions,
  ...savedSongsDefinitions,
  ...songsDefinitions,
  ...spotifyDefinitions,
  ...upvotesDefinitions,
  ...userFollowsDefinitions,
  ...verdictsDefinitions,
} as const;

/** Route names that have a definition (all of them, once a new route is converted). */
export type DefinedRouteName = keyof typeof API_DEFINITIONS & ApiRouteName;

/** The definition of route `N`, with its exact schema types. */
export type ApiDefinition<N extends DefinedRouteName> = (typeof API_DEFINITIONS)[N];

/** The definition of `name`, or undefined for a route not converted yet. */
export function definitionOf(name: ApiRouteName): RouteDefinition | undefined {
  return (API_DEFINITIONS as Partial<Record<ApiRouteName, RouteDefinition>>)[name];
}

export type { RouteAccess, RouteDefinition, RouteDefinitions } from './route-definition';
