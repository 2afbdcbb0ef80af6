/**
 * What other modules may use of account data: the placeholder that deleted members' posts credit,
 * and the deletion itself (federation deletes a remote member whose server deleted the account).
 */
export { DELETED_ACCOUNT } from './deleted-account';
export { deleteAccount } from './account-data.repository';
