/** The routes of profile-edit/profile-edit.routes: schemas, summary, access and enforced limit, by route name. */
import {
  displayNameBodySchema,
  idParamsSchema,
  localeBodySchema,
  sessionUserSchema,
} from '../schemas';
import { z } from 'zod';
import { type RouteDefinitions } from './route-definition';

const pictureParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'Unknown picture.'),
});

export const profileEditDefinitions = {
  patchUser: {
    summary: 'Change your display name',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    body: displayNameBodySchema,
    answer: { 200: sessionUserSchema },
  },
  putUserLocale: {
    summary: 'Choose your language (the app, e-mails and pushes)',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    body: localeBodySchema,
    answer: { 200: sessionUserSchema },
  },
  deleteUserPicture: {
    summary: 'Remove your profile picture',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: sessionUserSchema },
  },
  getPicture: {
    summary: 'A profile picture by content hash',
    access: 'member',
    limit: 'global',
    params: pictureParamsSchema,
    answer: { 200: z.unknown().describe('the image bytes (image/*)') },
    errors: [404],
  },
  putUserPicture: {
    summary: 'Upload your profile picture (JPEG, PNG, WebP or GIF, up to 5 MB)',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: sessionUserSchema },
  },
} as const satisfies RouteDefinitions;
