/** Review follow-ups: a required side tree, bulk removal from the organisation, SSH key reset. */
export const followUps = {
  tree: {
    nothing_selectable: 'Nothing in the tree can be chosen, so there is nothing to list',
  },
};
