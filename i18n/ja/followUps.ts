import type { Catalogue } from '../types';
import type { followUps as en } from '../en/followUps';

export const followUps: Catalogue<typeof en> = {
  tree: {
    nothing_selectable: 'ツリーに選択できるノードがないため、一覧に表示するものがありません',
  },
};
