/**
 * The backend's MFA pages the profile sends the browser to (docs/domain.md §14.7): the MFA
 * settings page (a switch that PATCHes the profile's `mfa_level`, then each MFA method the server
 * offers with its Enable or Reset link), and the OTP pages those links open — enabling (an intro,
 * the authenticator app, then binding a new secret with a code) and disabling (a code confirms).
 * Binding or unbinding signs the user out, as the backend does, so the next login asks for the code.
 * Two simplifications: the bind page gives the otpauth link and the secret, not a QR image; and the
 * end page links to the login page where the backend's flash message sends the browser after 5 s.
 */
import { pick, type Tri } from '../domain/settings';
import { readSetting } from '../domain/settingValues';
import { domainOf } from '../domain/state';
import { escapeHtml, html, redirect, type Ctx } from '../http';
import { t } from '../i18n';
import type { Route } from '../router';
import { deleteCookie } from '../util/cookies';
import { newOtpSecret, verifyTotp } from '../util/totp';
import { CSRF_COOKIE, csrfOk, page, SESSION_COOKIE } from './auth';

const BASE = '/core/auth/profile';
const MFA_PAGE = `${BASE}/mfa/`;
const OTP_START = `${BASE}/otp/enable/start/`;
const OTP_INSTALL = `${BASE}/otp/enable/install-app/`;
const OTP_BIND = `${BASE}/otp/enable/bind/`;
const OTP_DISABLE = `${BASE}/otp/disable/`;
/** SMS is turned on and off by setting the phone number, in the console's personal settings. */
const SMS_SETTING = '/ui/#/profile/setting?activeTab=ProfileUpdate';

const TEXT = {
  mfaSettings: ['MFA settings', 'MFA 设置', 'MFA 設定'],
  enableMfa: ['Enable MFA', '启用 MFA', 'MFA を有効にする'],
  forced: [
    'MFA is enforced for you and cannot be turned off',
    'MFA 已被强制启用，不能关闭',
    'MFA は強制されているため無効にできません',
  ],
  switchFailed: [
    'The MFA setting could not be saved',
    'MFA 设置保存失败',
    'MFA 設定を保存できませんでした',
  ],
  methods: ['MFA methods', 'MFA 方式', 'MFA 方式'],
  enable: ['Enable', '启用', '有効化'],
  reset: ['Reset', '重置', 'リセット'],
  otpHelp: [
    'One-time codes from an authenticator app',
    '使用认证器 App 生成的一次性验证码',
    '認証アプリが生成するワンタイムコード',
  ],
  smsEnableHelp: [
    'Set a phone number to enable it',
    '设置手机号码即可启用',
    '電話番号を設定すると有効になります',
  ],
  smsDisableHelp: [
    'Clear the phone number to disable it',
    '清除手机号码即可停用',
    '電話番号を消去すると無効になります',
  ],
  radiusHelp: [
    'RADIUS is on for everyone and cannot be turned off',
    'RADIUS 已全局启用，不能关闭',
    'RADIUS は全体で有効なため無効にできません',
  ],
  backToProfile: ['Back to my profile', '返回个人信息', 'プロフィールに戻る'],
  next: ['Next', '下一步', '次へ'],
  enableOtp: ['Enable OTP', '启用 OTP', 'OTP を有効にする'],
  startHelp: [
    'You will install an authenticator app on your phone, then bind it to your account with a code it shows.',
    '接下来请在手机上安装认证器 App，然后输入它显示的验证码完成绑定。',
    'スマートフォンに認証アプリをインストールし、表示されるコードでアカウントにバインドします。',
  ],
  installApp: ['Install an authenticator app', '安装认证器 App', '認証アプリのインストール'],
  installHelp: [
    'Install a TOTP authenticator app on your phone (or use one you already have), then go on.',
    '请在手机上安装支持 TOTP 的认证器 App（已安装可直接继续）。',
    'TOTP 対応の認証アプリをスマートフォンにインストールしてください（インストール済みならそのまま次へ）。',
  ],
  bindTitle: ['Bind the authenticator', '绑定认证器', '認証アプリのバインド'],
  bindHelp: [
    'Add this key to your authenticator app (open the link or type the secret), then enter the 6-digit code it shows.',
    '请将此密钥添加到认证器 App（打开链接或手动输入密钥），然后输入它显示的 6 位验证码。',
    'このキーを認証アプリに追加し（リンクを開くかシークレットを入力）、表示される6桁のコードを入力してください。',
  ],
  secret: ['Secret', '密钥', 'シークレット'],
  codeInvalid: [
    'The OTP code is invalid, or the server time is wrong',
    'OTP 验证码不正确，或者服务器时间不对',
    'OTP コードが無効か、サーバーの時刻が正しくありません',
  ],
  alreadyBound: [
    'An OTP authenticator is already bound: disable it first, then bind again.',
    '已绑定 OTP 认证器，请先禁用再重新绑定。',
    'OTP 認証アプリはすでにバインドされています。先に無効にしてから再度バインドしてください。',
  ],
  disableOtp: ['Disable OTP', '禁用 OTP', 'OTP を無効にする'],
  disableHelp: [
    'Open your authenticator app and enter the 6-digit code it shows.',
    '请打开认证器 App，输入它显示的 6 位验证码。',
    '認証アプリを開き、表示される6桁のコードを入力してください。',
  ],
  enabled: [
    'OTP is enabled. Sign in again to continue.',
    'OTP 已启用，请重新登录。',
    'OTP を有効にしました。もう一度サインインしてください。',
  ],
  disabled: [
    'OTP is disabled. Sign in again to continue.',
    'OTP 已禁用，请重新登录。',
    'OTP を無効にしました。もう一度サインインしてください。',
  ],
} satisfies Record<string, Tri>;

type TextKey = keyof typeof TEXT;

/** One translated, escaped string of these pages. */
const say = (ctx: Ctx, key: TextKey) => escapeHtml(pick(TEXT[key], ctx.lang));

const toLogin = (ctx: Ctx) =>
  redirect(`/core/auth/login/?next=${encodeURIComponent(ctx.path + ctx.url.search)}`);

const link = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${text}</a></p>`;

/** The method list and its buttons, on top of the login pages' look. */
const STYLE = `<style>
ul{list-style:none;padding:0}li{display:flex;gap:8px;align-items:center;padding:6px 0}
li small{flex:1;color:#6b7280}li button,a.button{width:auto;padding:4px 12px;font-size:13px}
a.button{border:1px solid #1f3a93;border-radius:4px;text-decoration:none;color:#1f3a93}
h2{margin-top:20px}code{word-break:break-all}p a{word-break:break-all}
</style>`;

/** A page of this flow: a title, its content, and the way back to the profile. */
const flowPage = (ctx: Ctx, title: TextKey, body: string) =>
  html(
    page(
      ctx.lang,
      say(ctx, title),
      `${STYLE}<h1>${say(ctx, title)}</h1>${body}${link('/ui/profile/info', say(ctx, 'backToProfile'))}`,
    ),
  );

const errorLine = (error?: string) =>
  error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';

/** A form asking for the authenticator's 6-digit code. */
function codeForm(ctx: Ctx, action: string): string {
  return `<form method="post" action="${action}">
      <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(ctx.session!.csrfToken)}">
      <label>${escapeHtml(t(ctx.lang, 'mfaCode'))}<input name="otp_code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></label>
      <button type="submit">${say(ctx, 'next')}</button>
    </form>`;
}

interface MfaMethod {
  name: string;
  active: boolean;
  canDisable: boolean;
  /** where Enable (inactive) or Reset (active) leads; none for methods set by the administrator */
  url?: string;
  help?: TextKey;
}

/** `User.get_user_mfa_backends`: the methods the server has on, each as it stands for the user. */
function mfaMethods(ctx: Ctx): MfaMethod[] {
  const user = ctx.user!;
  const methods: MfaMethod[] = [];
  const otpBound = Boolean(user.otp_secret_key);
  methods.push({
    name: 'OTP',
    active: otpBound,
    canDisable: true,
    url: otpBound ? OTP_DISABLE : OTP_START,
    help: otpBound ? undefined : 'otpHelp',
  });
  if (domainOf(ctx.state).smsEnabled) {
    const hasPhone = Boolean(user.phone);
    methods.push({
      name: 'SMS',
      active: hasPhone,
      canDisable: true,
      url: SMS_SETTING,
      help: hasPhone ? 'smsDisableHelp' : 'smsEnableHelp',
    });
  }
  if (readSetting(ctx.state, 'OTP_IN_RADIUS') === true)
    methods.push({ name: 'Radius', active: true, canDisable: false, help: 'radiusHelp' });
  return methods;
}

function methodRow(ctx: Ctx, m: MfaMethod): string {
  const label = say(ctx, m.active ? 'reset' : 'enable');
  const action =
    m.url && (m.canDisable || !m.active)
      ? `<a class="button" href="${escapeHtml(m.url)}">${label}</a>`
      : `<button type="button" disabled>${label}</button>`;
  const help = m.help ? `<small>${say(ctx, m.help)}</small>` : '';
  return `<li><strong>${escapeHtml(m.name)}</strong> ${help} ${action}</li>`;
}

/**
 * MFASettingView. The switch saves at once through the profile API (with the CSRF cookie's token,
 * as every API write of a session must), and shows the methods while MFA is on; a failed save puts
 * the switch back.
 */
function mfaSettingPage(ctx: Ctx): Response {
  const level = Number(ctx.user!.mfa_level ?? 0);
  const forced = level === 2;
  const on = level > 0;
  return flowPage(
    ctx,
    'mfaSettings',
    `<label class="check"><input type="checkbox" id="mfa-switch"${on ? ' checked' : ''}${forced ? ' disabled' : ''}> ${say(ctx, 'enableMfa')}</label>
    ${forced ? `<p><small>${say(ctx, 'forced')}</small></p>` : ''}
    <p class="error" role="alert" id="mfa-error" hidden>${say(ctx, 'switchFailed')}</p>
    <section id="mfa-methods"${on ? '' : ' hidden'}>
      <h2>${say(ctx, 'methods')}</h2>
      <ul>${mfaMethods(ctx)
        .map((m) => methodRow(ctx, m))
        .join('')}</ul>
    </section>
    <script>
    (function () {
      var box = document.getElementById('mfa-switch');
      var methods = document.getElementById('mfa-methods');
      var error = document.getElementById('mfa-error');
      var csrf = (document.cookie.match(/(?:^|; )${CSRF_COOKIE}=([^;]*)/) || [])[1] || '';
      box.addEventListener('change', function () {
        var on = box.checked;
        box.disabled = true;
        error.hidden = true;
        fetch('/api/v1/users/profile/', {
          method: 'PATCH',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(csrf) },
          body: JSON.stringify({ mfa_level: on ? 1 : 0 })
        }).then(function (r) {
          if (!r.ok) throw new Error(String(r.status));
          methods.hidden = !on;
        }).catch(function () {
          box.checked = !on;
          error.hidden = false;
        }).finally(function () {
          box.disabled = false;
        });
      });
    })();
    </script>`,
  );
}

/** The OTP login step applies from the next login on: the backend ends this session. */
function signOutWith(ctx: Ctx, message: TextKey): Response {
  if (ctx.session) ctx.state.sessions.destroy(ctx.session.id);
  ctx.session = null;
  ctx.setCookies.push(deleteCookie(SESSION_COOKIE), deleteCookie('jms_session_expire'));
  return flowPage(
    ctx,
    message === 'enabled' ? 'enableOtp' : 'disableOtp',
    `<p role="status">${say(ctx, message)}</p>${link('/core/auth/login/', escapeHtml(t(ctx.lang, 'signIn')))}`,
  );
}

async function otpCode(ctx: Ctx): Promise<{ code: string; csrf: boolean }> {
  const form = new URLSearchParams(await ctx.request.text());
  return { code: (form.get('otp_code') ?? '').trim(), csrf: csrfOk(ctx, form) };
}

/** UserOtpEnableBindView: each showing draws a new secret, kept in the session until a code matches. */
function bindPage(ctx: Ctx, error?: string): Response {
  const user = ctx.user!;
  if (user.otp_secret_key)
    return flowPage(
      ctx,
      'bindTitle',
      `<p class="error" role="alert">${say(ctx, 'alreadyBound')}</p>${link(OTP_DISABLE, say(ctx, 'disableOtp'))}`,
    );
  const secret = newOtpSecret();
  ctx.session!.otpSecretKey = secret;
  const issuer = String(readSetting(ctx.state, 'OTP_ISSUER_NAME') || 'JumpServer');
  const label = encodeURIComponent(`${issuer}:${String(user.username)}`);
  const uri = `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
  return flowPage(
    ctx,
    'bindTitle',
    `<p>${say(ctx, 'bindHelp')}</p>
    <p><a href="${escapeHtml(uri)}" id="otp-uri">${escapeHtml(uri)}</a></p>
    <p>${say(ctx, 'secret')}: <code id="otp-secret">${secret}</code></p>
    ${errorLine(error)}${codeForm(ctx, OTP_BIND)}`,
  );
}

async function bind(ctx: Ctx): Promise<Response> {
  const user = ctx.user!;
  if (user.otp_secret_key) return bindPage(ctx);
  const { code, csrf } = await otpCode(ctx);
  if (!csrf) return bindPage(ctx, t(ctx.lang, 'csrfExpired'));
  const secret = ctx.session?.otpSecretKey;
  if (!secret || !verifyTotp(secret, code)) return bindPage(ctx, pick(TEXT.codeInvalid, ctx.lang));
  user.otp_secret_key = secret;
  ctx.state.store.touch();
  return signOutWith(ctx, 'enabled');
}

const disablePage = (ctx: Ctx, error?: string) =>
  flowPage(
    ctx,
    'disableOtp',
    `<p>${say(ctx, 'disableHelp')}</p>${errorLine(error)}${codeForm(ctx, OTP_DISABLE)}`,
  );

/** UserOtpDisableView: the current code of the bound authenticator confirms it. */
async function disable(ctx: Ctx): Promise<Response> {
  const user = ctx.user!;
  const { code, csrf } = await otpCode(ctx);
  if (!csrf) return disablePage(ctx, t(ctx.lang, 'csrfExpired'));
  if (!user.otp_secret_key || !verifyTotp(String(user.otp_secret_key), code))
    return disablePage(ctx, pick(TEXT.codeInvalid, ctx.lang));
  user.otp_secret_key = '';
  ctx.state.store.touch();
  return signOutWith(ctx, 'disabled');
}

/** A page for signed-in users only; the others sign in first and come back. */
const signedIn =
  (handle: (ctx: Ctx) => Response | Promise<Response>) =>
  (ctx: Ctx): Response | Promise<Response> =>
    ctx.user && ctx.session ? handle(ctx) : toLogin(ctx);

const pageRoute = (
  method: 'GET' | 'POST',
  path: string,
  handle: (ctx: Ctx) => Response | Promise<Response>,
): Route => ({
  method,
  pattern: new RegExp(`^${path}$`),
  public: true,
  handle: signedIn(handle),
});

export const profileMfaRoutes: Route[] = [
  pageRoute('GET', MFA_PAGE, mfaSettingPage),
  pageRoute('GET', OTP_START, (ctx) =>
    flowPage(
      ctx,
      'enableOtp',
      `<p>${say(ctx, 'startHelp')}</p>${link(OTP_INSTALL, say(ctx, 'next'))}`,
    ),
  ),
  pageRoute('GET', OTP_INSTALL, (ctx) =>
    flowPage(
      ctx,
      'installApp',
      `<p>${say(ctx, 'installHelp')}</p>${link(OTP_BIND, say(ctx, 'next'))}`,
    ),
  ),
  pageRoute('GET', OTP_BIND, (ctx) => bindPage(ctx)),
  pageRoute('POST', OTP_BIND, bind),
  pageRoute('GET', OTP_DISABLE, (ctx) => disablePage(ctx)),
  pageRoute('POST', OTP_DISABLE, disable),
];
