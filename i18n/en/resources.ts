/** Resource names and field labels (`resources.<name>.*`); server labels are the fallback. */
export const resources = {
  users: {
    name: 'User |||| Users',
    fields: {
      name: 'Name',
      username: 'Username',
      email: 'Email',
      groups: 'User group',
      system_roles: 'System roles',
      org_roles: 'Org roles',
      source: 'Source',
      is_valid: 'Is valid',
    },
  },
};
