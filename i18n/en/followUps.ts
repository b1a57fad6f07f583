/** Review follow-ups: a required side tree, bulk removal from the organisation, SSH key reset. */
export const followUps = {
  /** The server's own words in a notice, shown verbatim (src/components/notice.ts). */
  verbatim: '%{text}',
  tree: {
    nothing_selectable: 'Nothing in the tree can be chosen, so there is nothing to list',
  },
  users: {
    remove_selected: 'Remove selected from organization',
    confirm_remove_selected:
      'Remove the selected user from this organization? Their roles here are cleared. |||| Remove the %{smart_count} selected users from this organization? Their roles here are cleared.',
    reason: {
      public_key_auth_off: 'Public key authentication is turned off in the terminal settings',
    },
  },
};
