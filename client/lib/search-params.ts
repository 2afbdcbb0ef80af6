/** Editing the URL's search parameters, for screens that keep a tab, filter or order in the URL. */

/**
 * A copy of `params` with `key` set to `value`, or without `key` when `value` is null (a default
 * stays out of the URL); the other parameters are kept. Pure: for `setSearchParams`.
 */
export function withSearchParam(
  params: URLSearchParams,
  key: string,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}
