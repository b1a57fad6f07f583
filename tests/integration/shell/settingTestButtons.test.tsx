/**
 * The test buttons of the SMS providers and of WeCom, DingTalk and FeiShu (docs/domain.md §10.9) on
 * the wire: the form as typed, unsaved, secrets encrypted; the server's answer as a notice, the
 * serializer's errors under their fields; the superuser-only provider tabs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordWire, type WireCall } from '../pages/wire';
import { renderConsole } from './support';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
  document.cookie = 'django_language=en; path=/';
});

const T = { timeout: 15000 };
const posts = (path: string) => wire.filter((c) => c.method === 'POST' && c.path === path);

async function fill(label: RegExp, value: string) {
  const input = await screen.findByRole('textbox', { name: label }, T);
  await userEvent.clear(input);
  await userEvent.type(input, value);
  return input;
}

describe('SMS provider test', () => {
  it('posts the Alibaba form as typed and says what the server answered', async () => {
    await signIn('admin', 'ChangeMe');
    renderConsole('/settings/sms?activeTab=Alibaba');
    await fill(/Access key ID/, 'LTAI5tDemo');
    await fill(/Signature/, 'JumpServer');
    await fill(/Template/, 'SMS_1234');
    await fill(/Test phone/, '13800138000');
    await userEvent.type(screen.getByLabelText(/Access key secret/), 'Secret#1');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Test success', {}, T)).toBeTruthy();
    const sent = posts('/api/v1/settings/sms/alibaba/testing/');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      ALIBABA_ACCESS_KEY_ID: 'LTAI5tDemo',
      ALIBABA_VERIFY_SIGN_NAME: 'JumpServer',
      ALIBABA_VERIFY_TEMPLATE_CODE: 'SMS_1234',
      SMS_TEST_PHONE: '13800138000',
    });
    // The secret leaves encrypted; nothing is saved.
    expect((sent[0]!.body as Record<string, string>).ALIBABA_ACCESS_KEY_SECRET).toMatch(
      /^[^:]+:[^:]+$/,
    );
    expect(wire.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it("shows the provider's refusal, and the serializer's errors under their fields", async () => {
    await signIn('admin', 'ChangeMe');
    renderConsole('/settings/sms?activeTab=Alibaba');
    await fill(/Access key ID/, 'invalid-key');
    await fill(/Signature/, 'JumpServer');
    await fill(/Template/, 'SMS_1234');
    const phone = await fill(/Test phone/, '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Specified access key is not found.', {}, T)).toBeTruthy();

    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    const field = phone.closest('.MuiFormControl-root') as HTMLElement;
    expect(
      await within(field).findByText('The mobile phone number format is incorrect', {}, T),
    ).toBeTruthy();
  });

  it('offers the Huawei and CMPP2 forms only to superusers, whom the backend alone lets read them', async () => {
    await signIn('sysadmin', 'Sysadmin@2023');
    renderConsole('/settings/sms');
    expect(await screen.findByRole('tab', { name: 'Tencent Cloud' }, T)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Huawei Cloud' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'CMPP v2.0' })).toBeNull();
  });
});

describe('WeCom test', () => {
  it('posts the WeCom form and says what the server answered', async () => {
    await signIn('admin', 'ChangeMe');
    renderConsole('/settings/auth?activeTab=WeCom');
    await fill(/Corporation ID/, 'ww0123');
    await fill(/Agent ID/, '1000002');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Test success', {}, T)).toBeTruthy();
    await waitFor(() => expect(posts('/api/v1/settings/wecom/testing/')).toHaveLength(1));
    expect(posts('/api/v1/settings/wecom/testing/')[0]!.body).toMatchObject({
      WECOM_CORPID: 'ww0123',
      WECOM_AGENTID: '1000002',
    });
  });
});
