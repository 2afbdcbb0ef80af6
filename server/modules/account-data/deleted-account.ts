/**
 * The placeholder account that content is credited to after its author deleted their account
 *. Not a member: the data dashboard leaves it out of its members.
 */
export const DELETED_ACCOUNT = {
  email: 'deleted-account@hearsay.invalid',
  slug: 'deleted-account',
  displayName: 'Deleted account',
};
