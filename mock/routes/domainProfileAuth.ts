/**
 * The profile's authentication shortcuts (docs/domain.md §14.7): the public key the backend
 * generates (a GET that replaces the user's key and downloads the private one), the relogin check
 * before binding an IM account, the IM bind view (a redirect to the IM's QR login) and the unbind.
 */
import { generateKeyPairSync } from 'node:crypto';
import { pick, type Tri } from '../domain/settings';
import { readSetting } from '../domain/settingValues';
import { requireConfirm } from '../domain/confirm';
import { detail, json, redirect, type Ctx } from '../http';
import type { Route } from '../router';

const IMS = ['wecom', 'dingtalk', 'feishu'] as const;
type Im = (typeof IMS)[number];

/** authentication/errors/mfa.py: `<Im>NotBound`, as the backend's catalogues translate it. */
const NOT_BOUND: Record<Im, Tri> = {
  wecom: ['WeCom is not bound', '没有绑定企业微信', '企業の微信をバインドしていません'],
  dingtalk: ['DingTalk is not bound', '钉钉没有绑定', 'DingTalkはバインドされていません'],
  feishu: ['FeiShu is not bound', '没有绑定飞书', '本を飛ばすは拘束されていません'],
};

const toLogin = (ctx: Ctx) =>
  redirect(`/core/auth/login/?next=${encodeURIComponent(ctx.path + ctx.url.search)}`);

/**
 * An SSH mpint / string: its length, then its bytes (a leading 0 keeps a positive mpint positive).
 */
function sshField(bytes: Buffer, mpint = false): Buffer {
  const body = mpint && bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, body]);
}

/**
 * common.utils.ssh_key_gen: a 2048-bit RSA pair, the public half as `ssh-rsa … user@jumpserver`.
 */
function rsaPair(username: string): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  const blob = Buffer.concat([
    sshField(Buffer.from('ssh-rsa')),
    sshField(Buffer.from(jwk.e!, 'base64url'), true),
    sshField(Buffer.from(jwk.n!, 'base64url'), true),
  ]);
  return {
    privateKey: privateKey.export({ format: 'pem', type: 'pkcs1' }).toString(),
    publicKey: `ssh-rsa ${blob.toString('base64')} ${username}@jumpserver`,
  };
}

/** UserPublicKeyGenerateView: saves the new public key, answers the private key as a download. */
function generatePublicKey(ctx: Ctx): Response {
  if (!ctx.user) return toLogin(ctx);
  const username = String(ctx.user.username);
  const { privateKey, publicKey } = rsaPair(username);
  ctx.user.public_key = publicKey;
  return new Response(privateKey, {
    headers: {
      'Content-Type': 'text/plain',
      'Content-Disposition': `attachment; filename=${username}-jumpserver.pem`,
    },
  });
}

/** The IM's QR login page the bind view sends the browser to, as each SDK builds it. */
function qrUrl(ctx: Ctx, im: Im, callback: string): string {
  const setting = (name: string) => String(readSetting(ctx.state, name) ?? '');
  const state = Math.random().toString(36).slice(2, 18);
  const params: [string, string][] =
    im === 'wecom'
      ? [
          ['appid', setting('WECOM_CORPID')],
          ['agentid', setting('WECOM_AGENTID')],
        ]
      : im === 'dingtalk'
        ? [
            ['appid', setting('DINGTALK_APPKEY')],
            ['response_type', 'code'],
            ['scope', 'snsapi_login'],
          ]
        : [['app_id', setting('FEISHU_APP_ID')]];
  const base = {
    wecom: 'https://open.work.weixin.qq.com/wwopen/sso/qrConnect',
    dingtalk: 'https://oapi.dingtalk.com/connect/qrconnect',
    feishu: `${setting('FEISHU_VERSION') === 'lark' ? 'https://open.larksuite.com' : 'https://open.feishu.cn'}/open-apis/authen/v1/index`,
  }[im];
  const query = new URLSearchParams([...params, ['state', state], ['redirect_uri', callback]]);
  return `${base}?${query.toString()}`;
}

/** `<Im>QRBindView`: after a relogin confirmation, off to the IM, which calls back to bind. */
function bind(ctx: Ctx): Response {
  if (!ctx.user) return toLogin(ctx);
  const refused = requireConfirm(ctx, 'relogin');
  if (refused) return refused;
  const im = ctx.params[0] as Im;
  const userPart = im === 'feishu' ? '' : `${String(ctx.user.id)}/`;
  const back = new URLSearchParams({
    redirect_url: ctx.url.searchParams.get('redirect_url') ?? '',
  });
  const callback = `${ctx.url.origin}/core/auth/${im}/qr/bind/${userPart}callback/?${back.toString()}`;
  return redirect(qrUrl(ctx, im, callback));
}

/** `<Im>QRUnBindForUserApi`: clears the user's IM id; an empty 200. */
function unbind(ctx: Ctx): Response {
  const refused = requireConfirm(ctx, 'relogin');
  if (refused) return refused;
  const im = ctx.params[0] as Im;
  const user = ctx.user!;
  if (!user[`${im}_id`]) return detail(400, pick(NOT_BOUND[im], ctx.lang), `${im}_not_bound`);
  user[`${im}_id`] = null;
  return new Response(null, { status: 200 });
}

const IM = `(${IMS.join('|')})`;

export const profileAuthRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/core\/auth\/profile\/pubkey\/generate\/$/,
    public: true,
    handle: generatePublicKey,
  },
  {
    // ConfirmBindORUNBindOAuth: "ok" once the user has confirmed at relogin level or above.
    method: 'GET',
    pattern: /^\/api\/v1\/authentication\/confirm-oauth\/$/,
    handle: (ctx) => requireConfirm(ctx, 'relogin') ?? json('ok'),
  },
  { method: 'GET', pattern: new RegExp(`^/core/auth/${IM}/qr/bind/$`), public: true, handle: bind },
  {
    method: 'POST',
    pattern: new RegExp(`^/api/v1/authentication/${IM}/qr/unbind/$`),
    handle: unbind,
  },
];
