/** ACL rule editors (login, login-asset, command) and the LDAP user import. */
export const acls = {
  rules: {
    ip_group: 'IP addresses',
    ip_group_help:
      'Comma-separated; * matches all. Such as 192.168.10.1, 192.168.1.0/24, 10.1.1.1-10.1.1.20, 2001:db8:2de::e13',
    time_period: 'Time period',
    time_period_help:
      'Click or drag over half-hour cells; the rule applies in the selected periods. Nothing selected: any time.',
    any_time: 'Any time',
    clear: 'Clear',
    whole_day: 'Toggle the whole day: %{day}',
    cell: '%{day} %{time}',
    none: 'none',
  },
  weekdays: {
    0: 'Sunday',
    1: 'Monday',
    2: 'Tuesday',
    3: 'Wednesday',
    4: 'Thursday',
    5: 'Friday',
    6: 'Saturday',
  },
  ldap: {
    import: 'Import users',
    title: 'Import LDAP users',
    sync: 'Sync now',
    syncing: 'Synchronising the directory, please wait…',
    search: 'Search',
    orgs: 'Organisations',
    import_selected: 'Import selected (%{smart_count})',
    existing: 'Imported',
    not_existing: 'Not imported',
    result_title: 'Import results',
    result_ok: 'Imported into %{org}',
    result_failed: 'Not imported into %{org}',
    columns: {
      username: 'Username',
      name: 'Name',
      email: 'Email',
      groups: 'Groups',
      existing: 'Status',
    },
    empty: 'No directory users',
  },
};
