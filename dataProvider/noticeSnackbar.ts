/** react-admin's notification snackbar, its own chunk: loaded by ProtocolNotification on demand. */
export { Notification } from 'react-admin';
