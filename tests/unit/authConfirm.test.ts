import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  ConfirmBroker,
  confirmLevelOf,
  defaultMfaMethod,
  secretProblem,
  UserConfirmCancelled,
} from '../../authProvider/confirm';

const needs = (code: string) =>
  new HttpError('This action require confirm current user', 400, { code, detail: '…' });

describe('reading a confirmation requirement (docs/wire.md §11)', () => {
  it('takes the code of a 400 answer', () => {
    expect(confirmLevelOf(needs('mfa'))).toBe('mfa');
    expect(confirmLevelOf(needs('relogin'))).toBe('relogin');
    expect(confirmLevelOf(new HttpError('x', 412, { code: 'password' }))).toBe('password');
    expect(confirmLevelOf(new HttpError('x', 400, { code: 'invalid' }))).toBeNull();
    expect(confirmLevelOf(new HttpError('x', 403, { code: 'mfa' }))).toBeNull();
    expect(confirmLevelOf(new Error('x'))).toBeNull();
  });

  it('defaults to the first enabled MFA method', () => {
    const methods = [
      { name: 'otp', display_name: 'OTP', disabled: true },
      { name: 'sms', display_name: 'SMS', disabled: false },
    ];
    expect(defaultMfaMethod(methods)).toBe('sms');
    expect(defaultMfaMethod([])).toBe('');
  });

  it('wants exactly six characters for an OTP code', () => {
    expect(secretProblem('mfa', 'otp', '12345')).toBe('otp_length');
    expect(secretProblem('mfa', 'otp', '1234567')).toBe('otp_length');
    expect(secretProblem('mfa', 'otp', '123456')).toBeNull();
    expect(secretProblem('mfa', 'sms', '')).toBe('required');
    expect(secretProblem('password', '', '')).toBe('required');
    expect(secretProblem('relogin', '', '')).toBeNull();
  });
});

describe('running an action behind the confirmation', () => {
  it('finishes at once when no confirmation is needed', async () => {
    const broker = new ConfirmBroker();
    await expect(broker.run(async () => 'data')).resolves.toBe('data');
    expect(broker.state.get().request).toBeNull();
  });

  it('asks for the required level, then retries the action once', async () => {
    const broker = new ConfirmBroker();
    let calls = 0;
    const result = broker.run(async () => {
      calls += 1;
      if (calls === 1) throw needs('password');
      return 'secret';
    });
    await Promise.resolve();
    await Promise.resolve();
    const request = broker.state.get().request!;
    expect(request.level).toBe('password');
    broker.settle(request.id, { ok: true });
    await expect(result).resolves.toBe('secret');
    expect(calls).toBe(2);
  });

  it('does not loop when the retry still needs a confirmation', async () => {
    const broker = new ConfirmBroker();
    const result = broker.run(async () => {
      throw needs('mfa');
    });
    await new Promise((r) => setTimeout(r, 0));
    broker.settle(broker.state.get().request!.id, { ok: true });
    await expect(result).rejects.toMatchObject({ status: 400 });
    expect(broker.state.get().request).toBeNull();
  });

  it('passes other errors through and rejects every waiting caller on cancel', async () => {
    const broker = new ConfirmBroker();
    await expect(
      broker.run(async () => Promise.reject(new HttpError('no', 403, {}))),
    ).rejects.toMatchObject({ status: 403 });
    const first = broker.run(async () => Promise.reject(needs('mfa')));
    const second = broker.run(async () => Promise.reject(needs('mfa')));
    await new Promise((r) => setTimeout(r, 0));
    const { id } = broker.state.get().request!;
    // One dialog for both.
    expect(id).toBe(1);
    broker.settle(id, { ok: false, error: new UserConfirmCancelled() });
    await expect(first).rejects.toBeInstanceOf(UserConfirmCancelled);
    await expect(second).rejects.toBeInstanceOf(UserConfirmCancelled);
  });
});
