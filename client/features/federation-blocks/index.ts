/** The staff section of blocked remote servers on /admin (decision 051). */
export { FederationBlocks } from './components/federation-blocks';
