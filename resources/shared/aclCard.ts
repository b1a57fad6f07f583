/**
 * What the ACL detail cards share (docs/shell.md §8.3): whom and what an asset-side rule matches,
 * and what every rule does, in the order Lina's rule card reads.
 */

/** The users, assets and accounts an asset-side rule (login-asset, command filter) matches. */
export const ACL_TARGET_FIELDS = [
  'users_username_group',
  'assets_name_group',
  'assets_address_group',
  'accounts_username_group',
];

/** What happens, who reviews, in which order, and the rule's own dates and comment. */
export const ACL_OUTCOME_FIELDS = [
  'action',
  'reviewers',
  'priority',
  'is_active',
  'date_created',
  'created_by',
  'comment',
];
