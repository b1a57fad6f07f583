/** Session, organisation and user-confirmation dialogs (authProvider, src/components/session, confirm). */
export const auth = {
  login_required: {
    title: 'Login required',
    message:
      'Your session has ended. Sign in again in the new tab, then come back: this page keeps everything you entered.',
    sign_in: 'Sign in again',
    signed_in: 'I have signed in',
    close: 'Close',
    still_signed_out: 'You are not signed in yet.',
    check_failed: 'The session could not be checked, please try again.',
  },
  profile_error: {
    title: 'Your profile could not be loaded',
    message: 'The console could not load your profile in the organization %{org}: %{error}',
    message_no_org: 'The console could not load your profile: %{error}',
    retry: 'Retry',
    previous_org: 'Go back to %{org}',
    default_org: 'Go to the Default organization',
    logout: 'Sign out',
  },
  switching: 'Switching to %{org}…',
  confirm: {
    title: 'Verify your identity',
    checking: 'Checking what this action needs…',
    method: 'Verification method',
    password_method: 'Password',
    password: 'Password',
    code: 'Verification code',
    send_code: 'Send code',
    resend_in: 'Send again in %{seconds} s',
    code_sent: 'The verification code has been sent',
    confirm: 'Confirm',
    cancel: 'Cancel',
    otp_length: 'MFA verification failed: the code must have 6 characters',
    required: 'This field is required',
    failed: 'Verification failed',
    mfa_error:
      'MFA verification is required for this action, but none is available for your account',
    relogin_title: 'Sign in again',
    relogin_message:
      'This action needs a recent sign-in. Sign in again, you will come back to this page.',
    relogin: 'Sign in again',
    cancelled: 'The action was cancelled',
  },
};
