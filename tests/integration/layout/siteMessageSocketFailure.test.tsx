import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/backend';
import { startLayoutBackend } from './backend';
import { renderConsole } from './renderConsole';

// Nothing answers the websocket here: the connection fails as a refused one does.
startLayoutBackend({ socket: false });

describe('site messages without their websocket', () => {
  it('says the web socket connection failed and still shows the unread count', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    renderConsole('/console/users/users');
    expect(
      await screen.findByText('Web socket connection failed', {}, { timeout: 10000 }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: /^Site messages: [1-9]\d* unread$/ }),
    ).toBeTruthy();
  });
});
