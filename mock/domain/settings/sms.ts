/** The SMS settings group: the switch and provider, then one category per provider. */
import {
  bool,
  choice,
  int,
  L,
  secret,
  text,
  type SettingField,
  type Options,
  type Tri,
} from './fields';

export const smsBase: SettingField[] = [
  bool('SMS_ENABLED', ['Enable SMS', '启用短信', 'SMS を有効にする'], false, {
    help: [
      'Users may receive verification codes by SMS',
      '启用后用户可以通过短信接收验证码',
      'ユーザーは SMS で確認コードを受け取れます',
    ],
  }),
  choice('SMS_BACKEND', ['SMS provider', '短信服务商', 'SMS プロバイダー'], 'alibaba', [
    ['alibaba', ['Alibaba Cloud', '阿里云', 'Alibaba Cloud']],
    ['tencent', ['Tencent Cloud', '腾讯云', 'Tencent Cloud']],
    ['huawei', ['Huawei Cloud', '华为云', 'Huawei Cloud']],
    ['cmpp2', ['CMPP v2.0', 'CMPP v2.0', 'CMPP v2.0']],
  ]),
  int('SMS_CODE_LENGTH', ['Code length', '验证码长度', 'コードの長さ'], 4, { min: 4, max: 16 }),
];

const testPhone = text('SMS_TEST_PHONE', L.testPhone, '', { maxLength: 256 });
const providerText = (name: string, label: Tri, o: Options = {}) =>
  text(name, label, '', { maxLength: 256, required: true, ...o });

export const alibaba: SettingField[] = [
  providerText('ALIBABA_ACCESS_KEY_ID', ['Access key ID', 'Access key ID', 'アクセスキー ID']),
  secret(
    'ALIBABA_ACCESS_KEY_SECRET',
    ['Access key secret', 'Access key secret', 'アクセスキーシークレット'],
    '',
    { maxLength: 256 },
  ),
  providerText('ALIBABA_VERIFY_SIGN_NAME', L.signature),
  providerText('ALIBABA_VERIFY_TEMPLATE_CODE', L.template),
  testPhone,
];

export const tencent: SettingField[] = [
  providerText('TENCENT_SECRET_ID', ['Secret ID', 'Secret ID', 'シークレット ID']),
  secret('TENCENT_SECRET_KEY', ['Secret key', 'Secret key', 'シークレットキー'], '', {
    maxLength: 256,
  }),
  providerText('TENCENT_SDKAPPID', ['SDK app ID', 'SDK app ID', 'SDK アプリ ID']),
  providerText('TENCENT_VERIFY_SIGN_NAME', L.signature),
  providerText('TENCENT_VERIFY_TEMPLATE_CODE', L.template),
  testPhone,
];

export const huawei: SettingField[] = [
  providerText('HUAWEI_APP_KEY', ['App key', 'App key', 'アプリキー']),
  secret('HUAWEI_APP_SECRET', L.appSecret, '', { maxLength: 256 }),
  providerText(
    'HUAWEI_SMS_ENDPOINT',
    ['App access address', '应用接入地址', 'アプリのアクセスアドレス'],
    { maxLength: 1024 },
  ),
  providerText(
    'HUAWEI_SIGN_CHANNEL_NUM',
    ['Signature channel number', '签名通道号', '署名チャネル番号'],
    { maxLength: 1024 },
  ),
  providerText('HUAWEI_VERIFY_SIGN_NAME', L.signature),
  providerText('HUAWEI_VERIFY_TEMPLATE_CODE', L.template),
  testPhone,
];

export const cmpp2: SettingField[] = [
  providerText('CMPP2_HOST', L.host),
  int('CMPP2_PORT', L.port, 7890, { min: 1, max: 65535 }),
  providerText(
    'CMPP2_SP_ID',
    ['Enterprise code (SP ID)', '企业代码（SP ID）', '企業コード（SP ID）'],
    { maxLength: 128 },
  ),
  secret('CMPP2_SP_SECRET', ['Shared secret', '共享密码', '共有シークレット'], '', {
    maxLength: 256,
  }),
  text('CMPP2_SRC_ID', ['Source number', '原始号码', '送信元番号'], '', { maxLength: 256 }),
  providerText('CMPP2_SERVICE_ID', [
    'Business type (Service ID)',
    '业务类型（Service ID）',
    '業務タイプ（Service ID）',
  ]),
  providerText('CMPP2_VERIFY_SIGN_NAME', L.signature),
  providerText('CMPP2_VERIFY_TEMPLATE_CODE', L.template, { maxLength: 69 }),
  testPhone,
];
