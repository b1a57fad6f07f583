import { defineResource } from '../types';
import { roleBindings } from '../shared/roleDetail';

/** The system roles' users: their Users tab (resources/shared/roleDetail.ts). */
export default defineResource({
  ...roleBindings('system'),
  name: 'systemRoleBindings',
  path: 'users/system-role-bindings',
});
