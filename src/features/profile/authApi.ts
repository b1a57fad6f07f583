/**
 * The profile's authentication shortcuts on the backend (domain-protocol-extras §9): the key pair
 * the backend generates, and binding a WeCom, DingTalk or FeiShu account to the user.
 */
import type { JmsDataProvider } from '../../../dataProvider';
import { BASE_PATH } from '../../shell/links';

export const IMS = ['wecom', 'dingtalk', 'feishu'] as const;
export type Im = (typeof IMS)[number];

/** The public setting that turns each IM's login (and binding) on. */
export const IM_SETTING: Record<Im, string> = {
  wecom: 'AUTH_WECOM',
  dingtalk: 'AUTH_DINGTALK',
  feishu: 'AUTH_FEISHU',
};

/**
 * A GET that replaces the user's public key and downloads the new private key
 * (`<username>-jumpserver.pem`): opened in a new window, never fetched in the background.
 */
export const PUBLIC_KEY_RESET_URL = '/core/auth/profile/pubkey/generate/';

/** Resolves once the user has confirmed at relogin level (the caller wraps it in the confirm flow). */
export function confirmImBinding(dp: JmsDataProvider): Promise<unknown> {
  return dp.call('GET', '/api/v1/authentication/confirm-oauth/');
}

export function unbindIm(dp: JmsDataProvider, im: Im): Promise<unknown> {
  return dp.call('POST', `/api/v1/authentication/${im}/qr/unbind/`);
}

/** The backend's bind view: it sends the browser to the IM's QR login, which returns to `back`. */
export function imBindUrl(im: Im, back: string): string {
  return `/core/auth/${im}/qr/bind/?redirect_url=${encodeURIComponent(BASE_PATH + back)}`;
}
