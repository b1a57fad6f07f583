/**
 * The settings area's own calls beyond the settings forms (domain-protocol-extras §2): the test
 * buttons of the SMS providers and of WeCom, DingTalk and FeiShu. Each posts the provider form's
 * values as typed (a blank secret: the saved one); the answer's `msg` is the server's success text.
 */
import type { JmsDataProvider } from '../../../dataProvider';

export type SmsProvider = 'alibaba' | 'tencent' | 'huawei' | 'cmpp2';
export type ImProvider = 'wecom' | 'dingtalk' | 'feishu';
export type Values = Record<string, unknown>;

export interface TestAnswer {
  msg?: string;
}

/** Sends the test code through an SMS provider to the form's test phone. */
export function testSmsProvider(
  dataProvider: JmsDataProvider,
  provider: SmsProvider,
  values: Values,
  secrets: readonly string[],
): Promise<TestAnswer> {
  return dataProvider.call<TestAnswer>(
    'POST',
    `/api/v1/settings/sms/${provider}/testing/`,
    values,
    {
      silent: true,
      encrypt: secrets,
    },
  );
}

/** Sends a test message through WeCom, DingTalk or FeiShu. */
export function testImProvider(
  dataProvider: JmsDataProvider,
  provider: ImProvider,
  values: Values,
  secrets: readonly string[],
): Promise<TestAnswer> {
  return dataProvider.call<TestAnswer>('POST', `/api/v1/settings/${provider}/testing/`, values, {
    silent: true,
    encrypt: secrets,
  });
}
