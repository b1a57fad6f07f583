/** English: the key source. zh and ja must provide exactly these keys (checked by the type system). */
export const en = {
  app: {
    title: 'JumpServer',
    loading: 'Loading…',
    http: {
      bad_request: 'Bad request, please check again',
      unauthorized: 'You account has logout, Please login again',
      forbidden: 'Bad request, no permission for this operation',
      not_found: 'Resource lost or deleted',
      conflict: 'Refreshing, please try again later',
      server_error: 'Server Error',
      request_failed: 'Request failed (%{status})',
      timeout: 'The request timed out, please try again',
      network: 'Network error, please check your connection',
    },
    value: {
      empty: '-',
      yes: 'Yes',
      no: 'No',
    },
    startup: {
      failed: 'The console could not start: %{error}',
      retry: 'Retry',
    },
  },
  resources: {
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
  },
};

/** The same tree with every leaf a string: a translation must match it key for key. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type AppMessages = Catalogue<typeof en>;
