// The module ConfirmDialog loads on demand.
export { Confirm as default } from 'react-admin';
