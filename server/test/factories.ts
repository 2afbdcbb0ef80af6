/**
 * Test factories over the real HTTP app (issue 10 "one test kit per side"): one `call` helper bound
 * to a test context, and makers of a request and an answer with their parents, through the same
 * routes members use, so a factory never writes a row the app could not.
 */
import { expect } from 'vitest';
import type { SignedIn, TestContext } from './harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(who, method, url, payload?)`: an injected request as `who` (anonymous when null). */
export function caller(ctx: TestContext) {
  return (who: SignedIn | null, method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, ...(who ? { headers: { cookie: who.cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
}

let serial = 0;
/** A number not used before in this test process, for unique texts and song ids. */
export const nextSerial = () => ++serial;

/** Posts a text request as `who` and returns its id (expects 201). Text defaults to a unique one. */
export async function createRequest(ctx: TestContext, who: SignedIn, content = `Songs for a rainy Sunday ${nextSerial()}`): Promise<number> {
  const res = await caller(ctx)(who, 'POST', '/api/requests', { type: 'text', content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

export interface AnswerOptions {
  comment?: string;
  /** The song's id; unique by default, so answers never collide as duplicates unless asked to. */
  songId?: string;
  /** Song title. */
  name?: string;
  artist?: string;
}

/** Posts an answer with a fresh song as `who` to request `requestId`; the raw reply (any status). */
export function postResponse(ctx: TestContext, who: SignedIn, requestId: number, options: AnswerOptions = {}) {
  const songId = options.songId ?? `song-${nextSerial()}`;
  const songData = { id: songId, name: options.name ?? `Tune ${serial}`, ...(options.artist ? { artist: options.artist } : {}) };
  return caller(ctx)(who, 'POST', `/api/requests/${requestId}/responses`, {
    songId,
    songData,
    ...(options.comment === undefined ? {} : { comment: options.comment }),
  });
}

/** Posts an answer (see postResponse) and returns its id (expects 201). */
export async function createResponse(ctx: TestContext, who: SignedIn, requestId: number, options: AnswerOptions = {}): Promise<number> {
  const res = await postResponse(ctx, who, requestId, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
