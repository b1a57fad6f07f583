/**
 * react-admin's screens that only show when something goes wrong (an error, a failed sign-in) or
 * on the auth callback route: loaded when shown (see src/shell/onDemand.tsx). They import
 * react-admin's `<Title>`, whose preferences editor the first page does not need.
 */
export { AuthCallback, AuthenticationError, Error } from 'react-admin';
