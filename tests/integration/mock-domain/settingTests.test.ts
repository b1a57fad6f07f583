// @vitest-environment node
/**
 * The settings' test buttons on the demo backend (docs/domain.md §10.9): SMS per provider,
 * WeCom, DingTalk and FeiShu; their permissions, the serializers' errors, the answers that are
 * not 4xx field errors, and the categories only superusers may read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const ALIBABA = {
  ALIBABA_ACCESS_KEY_ID: 'LTAI5tDemo',
  ALIBABA_ACCESS_KEY_SECRET: '',
  ALIBABA_VERIFY_SIGN_NAME: 'JumpServer',
  ALIBABA_VERIFY_TEMPLATE_CODE: 'SMS_1234',
  SMS_TEST_PHONE: '13800138000',
};
const CMPP2 = {
  CMPP2_HOST: 'cmpp.example.com',
  CMPP2_PORT: 7890,
  CMPP2_SP_ID: '901234',
  CMPP2_SP_SECRET: '',
  CMPP2_SRC_ID: '1069',
  CMPP2_SERVICE_ID: 'JMS',
  CMPP2_VERIFY_SIGN_NAME: 'JumpServer',
  CMPP2_VERIFY_TEMPLATE_CODE: 'Your code is {code}',
  SMS_TEST_PHONE: '13800138000',
};
const sms = (backendName: string) => `/api/v1/settings/sms/${backendName}/testing/`;

describe('SMS test', () => {
  it('sends the test code through the provider and answers its message', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.send('POST', sms('alibaba'), ALIBABA);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'Test success' });
    admin.lang = 'zh';
    expect(await (await admin.send('POST', sms('alibaba'), ALIBABA)).json()).toEqual({
      msg: '测试成功',
    });
  });

  it("answers the provider's refusal as 400 {error}", async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.send('POST', sms('alibaba'), {
      ...ALIBABA,
      ALIBABA_ACCESS_KEY_ID: 'invalid-key',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Specified access key is not found.' });
  });

  it('runs the serializer first: required fields, the phone format', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.send('POST', sms('tencent'), { SMS_TEST_PHONE: '12345' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      TENCENT_SECRET_ID: ['This field is required.'],
      TENCENT_SDKAPPID: ['This field is required.'],
      TENCENT_VERIFY_SIGN_NAME: ['This field is required.'],
      TENCENT_VERIFY_TEMPLATE_CODE: ['This field is required.'],
      SMS_TEST_PHONE: ['The mobile phone number format is incorrect'],
    });
  });

  it('needs a test phone, and knows only its four providers', async () => {
    const admin = await as(backend, 'admin');
    const noPhone = await admin.send('POST', sms('alibaba'), { ...ALIBABA, SMS_TEST_PHONE: '' });
    expect(noPhone.status).toBe(400);
    expect(await noPhone.json()).toEqual({
      detail: 'test_phone is required',
      code: 'test_phone_required',
    });
    const unknown = await admin.send('POST', sms('aws'), ALIBABA);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ detail: 'Invalid SMS platform', code: 'error' });
  });

  it("checks CMPP2's template and SP ID as the backend does", async () => {
    const admin = await as(backend, 'admin');
    const noCode = await admin.send('POST', sms('cmpp2'), {
      ...CMPP2,
      CMPP2_VERIFY_TEMPLATE_CODE: 'Your code',
    });
    expect(await noCode.json()).toEqual({
      non_field_errors: ['The template needs to contain {code}'],
    });
    const shortId = await admin.send('POST', sms('cmpp2'), { ...CMPP2, CMPP2_SP_ID: '123' });
    expect(shortId.status).toBe(400);
    expect(await shortId.json()).toEqual({ error: 'sp_id is 6 bits' });
    expect((await admin.send('POST', sms('cmpp2'), CMPP2)).status).toBe(200);
  });

  it('needs settings.change_sms', async () => {
    const auditor = await as(backend, 'auditor');
    expect((await auditor.send('POST', sms('alibaba'), ALIBABA)).status).toBe(403);
  });
});

describe('WeCom, DingTalk and FeiShu tests', () => {
  it.each([
    ['wecom', { WECOM_CORPID: 'ww1', WECOM_AGENTID: '1000002', WECOM_SECRET: '' }, 'WECOM_CORPID'],
    ['dingtalk', { DINGTALK_AGENTID: '1', DINGTALK_APPKEY: 'ding1' }, 'DINGTALK_APPKEY'],
    ['feishu', { FEISHU_APP_ID: 'cli_1', FEISHU_VERSION: 'feishu' }, 'FEISHU_APP_ID'],
  ])('%s: a test message, the refusal, the required fields', async (name, form, account) => {
    const admin = await as(backend, 'admin');
    const url = `/api/v1/settings/${name}/testing/`;
    const ok = await admin.send('POST', url, { ...form, [`AUTH_${name.toUpperCase()}`]: true });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ msg: 'Test success' });
    const refused = await admin.send('POST', url, { ...form, [account]: 'invalid' });
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()) as object)).toEqual(['error']);
    const empty = await admin.send('POST', url, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toHaveProperty(account, ['This field is required.']);
  });

  it('needs settings.change_auth', async () => {
    const orgadmin = await as(backend, 'orgadmin');
    expect(
      (await orgadmin.send('POST', '/api/v1/settings/wecom/testing/', { WECOM_CORPID: 'x' }))
        .status,
    ).toBe(403);
  });
});

describe('provider forms only superusers may read', () => {
  it('huawei and cmpp2 have no codename: a system admin is refused, the superuser is not', async () => {
    const sysadmin = await as(backend, 'sysadmin');
    const admin = await as(backend, 'admin');
    for (const category of ['huawei', 'cmpp2']) {
      const url = `/api/v1/settings/setting/?category=${category}`;
      expect((await sysadmin.get(url)).status, category).toBe(403);
      expect((await admin.get(url)).status, category).toBe(200);
    }
    expect((await sysadmin.get('/api/v1/settings/setting/?category=alibaba')).status).toBe(200);
  });
});
