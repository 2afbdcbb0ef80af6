/** Members of other servers (decision 058): finding one by handle from /profile. */
export { RemoteMemberLookup } from './components/remote-member-lookup';
