/**
 * Fields the server reads together when it stores a secret, so an update that changes one sends
 * them all (`form.sentTogether`, docs/shell.md §9.2): a secret is checked and converted by its type
 * (an SSH key with its passphrase), and the change-secret and push automations keep or drop the
 * secret, the password rules and the SSH key strategy by the type and strategy in the same request.
 */
export const ACCOUNT_SECRET = ['secret_type', 'secret', 'passphrase'];

export const SECRET_CHANGE = [
  ...ACCOUNT_SECRET,
  'secret_strategy',
  'password_rules',
  'ssh_key_change_strategy',
];
