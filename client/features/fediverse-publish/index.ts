/** The member's fediverse publishing switch on /profile (decisions 046, 051). */
export { FediversePublishSetting } from './components/fediverse-publish-setting';
