/** The users area's screens, loaded on demand through the feature registry. */
export { GrantedAssets } from './GrantedAssets';
export { InviteUsers } from './InviteUsers';
