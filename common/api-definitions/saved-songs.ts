/** The routes of saved-songs/saved-songs.routes: schemas, summary, access and enforced limit, by route name. */
import {
  idParamsSchema,
  optionalUserId,
  removedSaveSchema,
  saveResponseBodySchema,
  saveResultSchema,
  saveSongBodySchema,
  savedIdParamsSchema,
  savedSongGroupSchema,
  savedStateSchema,
  unsaveResponseBodySchema,
  userResponseParamsSchema,
} from '../schemas';
import { z } from 'zod';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const savedSongsDefinitions = {
  postSavedSongs: {
    summary: 'Save a recommended song',
    access: 'member',
    limit: ACTION_BUDGETS.reactions,
    body: saveSongBodySchema,
    answer: { 200: saveResultSchema },
    errors: [404],
  },
  postResponseSave: {
    summary: 'Save a recommendation',
    access: 'member',
    limit: ACTION_BUDGETS.reactions,
    params: idParamsSchema,
    body: saveResponseBodySchema,
    answer: { 200: saveResultSchema },
    errors: [404],
  },
  deleteResponseSave: {
    summary: 'Unsave a recommendation',
    access: 'member',
    limit: ACTION_BUDGETS.reactions,
    params: idParamsSchema,
    body: unsaveResponseBodySchema,
    answer: { 200: saveResultSchema },
    errors: [404],
  },
  deleteSavedSong: {
    summary: 'Remove a saved song',
    access: 'member',
    limit: ACTION_BUDGETS.reactions,
    params: savedIdParamsSchema,
    answer: { 200: removedSaveSchema },
    errors: [404],
  },
  getUserSavedSong: {
    summary: 'Whether you saved a recommendation',
    access: 'member',
    limit: 'global',
    params: userResponseParamsSchema,
    answer: { 200: savedStateSchema },
  },
  getUserSavedSongs: {
    summary: 'Your saved songs, grouped by request',
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    query: z.object({ userId: optionalUserId }),
    answer: { 200: z.array(savedSongGroupSchema) },
  },
} as const satisfies RouteDefinitions;
