/**
 * The settings' test buttons (docs/domain.md §10.9): a test SMS (code 666666 to the form's
 * test phone) through one provider, a test message through WeCom, DingTalk or FeiShu, each with
 * the form's values as typed, run through the category's own serializer (a blank secret would be
 * the saved one). The demo reaches no provider: its providers refuse an account (the key, id or
 * host the form names) that starts with "invalid", in the provider's words, and accept any other
 * whatever its secret.
 */
import { CATEGORIES, categoryFields } from '../domain/settings';
import { detail, json, readJson, type Ctx } from '../http';
import type { Lang } from '../i18n';
import type { Route } from '../router';
import { requirePerm } from './domainCommon';
import { validateSettings } from './domainSettingForms';

const TEXT: Record<Lang, { success: string; platform: string; phone: string }> = {
  en: {
    success: 'Test success',
    platform: 'Invalid SMS platform',
    phone: 'test_phone is required',
  },
  zh: { success: '测试成功', platform: '无效的短信平台', phone: '测试手机号 该字段是必填项。' },
  ja: {
    success: 'テストの成功',
    platform: '無効なショートメッセージプラットフォーム',
    phone: '携帯番号をテストこのフィールドは必須です',
  },
};

interface Provider {
  /** The setting naming the account the provider checks. */
  account: string;
  /** The provider's answer to an account it does not know (what the backend puts in `error`). */
  refusal(values: Map<string, unknown>): string;
  /** The backend's own check before it calls the provider (CMPP2's SP ID length). */
  precheck?(values: Map<string, unknown>): string | null;
}

const SMS: Record<string, Provider> = {
  alibaba: {
    account: 'ALIBABA_ACCESS_KEY_ID',
    refusal: () => 'Specified access key is not found.',
  },
  tencent: {
    account: 'TENCENT_SECRET_ID',
    refusal: () => 'The SecretId is not found, please ensure that your SecretId is correct.',
  },
  huawei: { account: 'HUAWEI_APP_KEY', refusal: () => 'code:E000102,description:Invalid app_key.' },
  cmpp2: {
    account: 'CMPP2_HOST',
    precheck: (v) => (String(v.get('CMPP2_SP_ID')).length === 6 ? null : 'sp_id is 6 bits'),
    refusal: (v) =>
      `Failed to connect to the CMPP gateway server, err: [Errno -2] Name or service not known: '${String(v.get('CMPP2_HOST'))}'`,
  },
};

const IM: Record<string, Provider> = {
  wecom: { account: 'WECOM_CORPID', refusal: () => 'invalid corpid' },
  dingtalk: { account: 'DINGTALK_APPKEY', refusal: () => '不合法的appKey或appSecret的组合' },
  feishu: { account: 'FEISHU_APP_ID', refusal: () => 'app_id is invalid' },
};

const refused = (provider: Provider, values: Map<string, unknown>) =>
  String(values.get(provider.account) ?? '')
    .toLowerCase()
    .startsWith('invalid');

/** The category's serializer over the body; the provider's answer to what it accepted. */
async function runTest(ctx: Ctx, category: string, provider: Provider, sms: boolean) {
  const fields = categoryFields(CATEGORIES[category]!, ctx.lang);
  const checked = validateSettings(ctx, fields, await readJson(ctx), false);
  if ('errors' in checked) return json(checked.errors, 400);
  const { values } = checked;
  if (sms && !values.get('SMS_TEST_PHONE'))
    return detail(400, TEXT[ctx.lang].phone, 'test_phone_required');
  // The SDK reads the source number as a required key: leaving it out fails inside the backend.
  if (category === 'cmpp2' && !values.has('CMPP2_SRC_ID')) throw new Error("'CMPP2_SRC_ID'");
  const problem =
    provider.precheck?.(values) ?? (refused(provider, values) ? provider.refusal(values) : null);
  if (problem) return json({ error: problem }, 400);
  return json({ msg: TEXT[ctx.lang].success });
}

async function smsTest(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'settings.change_sms');
  if (denied) return denied;
  const backend = ctx.params[0]!;
  const provider = SMS[backend];
  if (!provider) return detail(400, TEXT[ctx.lang].platform, 'error');
  return runTest(ctx, backend, provider, true);
}

async function imTest(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'settings.change_auth');
  if (denied) return denied;
  const name = ctx.params[0]!;
  return runTest(ctx, name, IM[name]!, false);
}

export const settingTestRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/v1\/settings\/sms\/([^/]+)\/testing\/$/, handle: smsTest },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/settings\/(wecom|dingtalk|feishu)\/testing\/$/,
    handle: imTest,
  },
];
