import type { Catalogue } from '../types';
import type { followUps as en } from '../en/followUps';

export const followUps: Catalogue<typeof en> = {
  tree: {
    nothing_selectable: '树中没有可选择的节点，因此没有可列出的内容',
  },
};
