/**
 * The `users` columns several modules select, written once so every place that shows a member, or
 * reads a member's own account, picks the same fields in the same order (the order is the key order
 * of the JSON the rows become, e.g. the "Your data" export).
 */
import { users } from '../../db/schema/index';

/** What a member shows publicly next to their posts: id, name, profile slug and picture. */
export const memberCardColumns = {
  id: users.id,
  displayName: users.displayName,
  slug: users.slug,
  profilePicture: users.profilePicture,
};

/** A member's own account as the session and the data export read it (without secrets or timestamps). */
export const memberAccountColumns = {
  id: users.id,
  displayName: users.displayName,
  slug: users.slug,
  email: users.email,
  profilePicture: users.profilePicture,
  role: users.role,
};
