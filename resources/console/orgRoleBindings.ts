import { defineResource } from '../types';
import { roleBindings } from '../shared/roleDetail';

/** The org roles' users: their Users tab (resources/shared/roleDetail.ts). */
export default defineResource({
  ...roleBindings('org'),
  name: 'orgRoleBindings',
  path: 'users/org-role-bindings',
});
