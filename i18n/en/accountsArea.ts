/** The accounts workspace: account tasks, secret history, gathered accounts, automation runs. */
export const accountsArea = {
  titles: {
    gatheredAccounts: 'Gathered accounts',
    changeSecretRecords: 'Change secret records',
    pushRecords: 'Push account records',
  },
  fields: {
    duration: 'Duration',
    su_from: 'User switch from',
  },
  tabs: {
    records: 'Records',
    automation: 'Automation',
    assets: 'Assets',
    nodes: 'Nodes',
  },
  actions: {
    test: 'Test',
    test_selected: 'Test selected accounts',
    push: 'Push',
    history: 'Secret history',
    log: 'Log',
    sync: 'Sync to accounts',
    su_from: 'Switch from',
    set_privileged: 'Mark as privileged',
    unset_privileged: 'Mark as not privileged',
  },
  reason: {
    push_unsupported: 'The platform of this asset does not support pushing accounts',
  },
  confirm: {
    sync: 'Sync the gathered account "%{name}" to the accounts of its asset?',
  },
  history: {
    title: 'Secret history of %{name}',
    empty: 'No earlier secrets',
    version: 'Version',
    secret: 'Secret',
    secret_type: 'Secret type',
    date: 'Date',
    user: 'Changed by',
  },
  platform: {
    internal:
      'A built-in platform: its automation settings cannot be changed (clone it to adapt them)',
    read_only:
      'Only a system administrator with the permission to change platforms can save these settings',
    ansible_enabled: 'Enable Ansible',
    method: 'Method of %{item}',
    items: {
      ping: 'Ping',
      gather_facts: 'Gather facts',
      push_account: 'Push account',
      change_secret: 'Change secret',
      verify_account: 'Verify account',
      gather_accounts: 'Gather accounts',
    },
  },
  categories: {
    all: 'All',
    host: 'Host',
    device: 'Device',
    database: 'Database',
    cloud: 'Cloud',
    web: 'Web',
  },
  add: {
    action: 'Add to several assets',
    title: 'Add accounts to assets',
    assets: 'Assets',
    manual: 'By hand',
    template: 'Account template',
    name: 'Name',
    username: 'Username',
    privileged: 'Privileged',
    secret_type: 'Secret type',
    secret: 'Secret',
    passphrase: 'Key password',
    push_now: 'Push now',
  },
  secret_types: {
    password: 'Password',
    ssh_key: 'SSH key',
    access_key: 'Access key',
    token: 'Token',
  },
  su_from: {
    title: 'Switch %{name} from',
    help: 'Log in with this account of the same asset, then switch (su) to this one',
    none: 'None',
  },
};
