/** What other modules may use of account data: the placeholder that deleted members' posts credit. */
export { DELETED_ACCOUNT } from './deleted-account';
