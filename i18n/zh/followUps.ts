import type { Catalogue } from '../types';
import type { followUps as en } from '../en/followUps';

export const followUps: Catalogue<typeof en> = {
  /** The server's own words in a notice, shown verbatim (src/components/notice.ts). */
  verbatim: '%{text}',
  tree: {
    nothing_selectable: '树中没有可选择的节点，因此没有可列出的内容',
  },
  users: {
    remove_selected: '从组织中移除所选',
    confirm_remove_selected:
      '从本组织中移除所选的 %{smart_count} 个用户？他们在本组织的角色将被清除。',
    reason: {
      public_key_auth_off: '终端设置中的公钥认证已关闭',
    },
  },
};
