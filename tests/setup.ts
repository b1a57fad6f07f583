// Shared vitest setup: every test starts with no cookies, no stored preferences and no rendered tree.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stopKeepAlive } from '../dataProvider/keepAlive';

afterEach(() => {
  // The session keep-alive's 30 s timer must not outlive the test (and its mock backend).
  stopKeepAlive();
  if (typeof document === 'undefined') return;
  cleanup();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
