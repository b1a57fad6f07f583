/**
 * The profile area's calls: the user's own access keys, connection tokens and temporary passwords
 * (each list read whole), the channels they receive messages through, the personal settings'
 * endpoints whose forms come from their metadata, and the authentication shortcuts on the backend
 * (docs/domain.md §14.7): its MFA settings page, the key pair it generates, binding a WeCom,
 * DingTalk or FeiShu account.
 */
import type { JmsDataProvider } from '../../../dataProvider';
import { PROFILE_URL } from '../../../authProvider/profile';
import type { AnyRecord } from '../../../resources/vocabulary';
import { BASE_PATH } from '../../shell/links';

export type Row = AnyRecord;

export const PASSWORD_URL = `${PROFILE_URL}password/`;
export const PUBLIC_KEY_URL = `${PROFILE_URL}public-key/`;
export const SECRET_KEY_URL = `${PROFILE_URL}secret-key/`;

const ACCESS_KEYS_URL = '/api/v1/authentication/access-keys/';
const CONNECTION_TOKENS_URL = '/api/v1/authentication/connection-token/';
const TEMP_TOKENS_URL = '/api/v1/authentication/temp-tokens/';
const silent = { silent: true };

const item = (list: string, id: unknown) => `${list}${encodeURIComponent(String(id))}/`;
const read = (dp: JmsDataProvider, url: string) => dp.call<Row[]>('GET', url, undefined, silent);

export const accessKeys = (dp: JmsDataProvider) => read(dp, ACCESS_KEYS_URL);

/** A new key; its secret is in this answer only. */
export const createAccessKey = (dp: JmsDataProvider) =>
  dp.call<Row>('POST', ACCESS_KEYS_URL, undefined, silent);

export const setAccessKeyActive = (dp: JmsDataProvider, id: unknown, active: boolean) =>
  dp.call('PATCH', item(ACCESS_KEYS_URL, id), { is_active: active }, silent);

export const deleteAccessKey = (dp: JmsDataProvider, id: unknown) =>
  dp.call('DELETE', item(ACCESS_KEYS_URL, id), undefined, silent);

export const connectionTokens = (dp: JmsDataProvider) => read(dp, CONNECTION_TOKENS_URL);

export const expireConnectionToken = (dp: JmsDataProvider, id: unknown) =>
  dp.call('PATCH', `${item(CONNECTION_TOKENS_URL, id)}expire/`, undefined, silent);

export const tempPasswords = (dp: JmsDataProvider) => read(dp, TEMP_TOKENS_URL);

export const createTempPassword = (dp: JmsDataProvider) =>
  dp.call<Row>('POST', TEMP_TOKENS_URL, undefined, silent);

export const expireTempPassword = (dp: JmsDataProvider, id: unknown) =>
  dp.call('PATCH', `${item(TEMP_TOKENS_URL, id)}expire/`, undefined, silent);

/** The channels (besides site messages) the user receives their messages through. */
export const setReceiveBackends = (dp: JmsDataProvider, userId: string, backends: string[]) =>
  dp.call(
    'PATCH',
    item('/api/v1/notifications/user-msg-subscription/', userId),
    { receive_backends: backends },
    silent,
  );

export const IMS = ['wecom', 'dingtalk', 'feishu'] as const;
export type Im = (typeof IMS)[number];

/** The public setting that turns each IM's login (and binding) on. */
export const IM_SETTING: Record<Im, string> = {
  wecom: 'AUTH_WECOM',
  dingtalk: 'AUTH_DINGTALK',
  feishu: 'AUTH_FEISHU',
};

/**
 * The backend's MFA settings page: the MFA switch, and binding or resetting each MFA method (an OTP
 * authenticator). A full-page visit in the same window, as the platform does.
 */
export const MFA_SETTING_URL = '/core/auth/profile/mfa/';

/**
 * A GET that replaces the user's public key and downloads the new private key
 * (`<username>-jumpserver.pem`): opened in a new window, never fetched in the background.
 */
export const PUBLIC_KEY_RESET_URL = '/core/auth/profile/pubkey/generate/';

/**
 * Resolves once the user has confirmed at relogin level (the caller wraps it in the confirm flow).
 */
export function confirmImBinding(dp: JmsDataProvider): Promise<unknown> {
  return dp.call('GET', '/api/v1/authentication/confirm-oauth/', undefined, silent);
}

export function unbindIm(dp: JmsDataProvider, im: Im): Promise<unknown> {
  return dp.call('POST', `/api/v1/authentication/${im}/qr/unbind/`, undefined, silent);
}

/** The backend's bind view: it sends the browser to the IM's QR login, which returns to `back`. */
export function imBindUrl(im: Im, back: string): string {
  return `/core/auth/${im}/qr/bind/?redirect_url=${encodeURIComponent(BASE_PATH + back)}`;
}
