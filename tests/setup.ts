// Shared vitest setup: every test starts with no cookies, no stored preferences and no rendered tree.
import { afterEach } from 'vitest';
import { stopKeepAlive } from '../dataProvider/keepAlive';

// Testing Library only where there is a DOM: a Node-environment file (the demo backend's own tests)
// need not load React DOM.
const dom = typeof document === 'undefined' ? null : await import('@testing-library/react');
if (dom) await import('./support/happyDomSpeed');

// A test waits for what it needs on screen (findBy…, waitFor) for up to 15 s, not Testing Library's
// 1 s: a busy machine (two test files on two cores, another job beside them) takes longer to render,
// and a wait that is long enough never slows a passing test.
dom?.configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  // The session keep-alive's 30 s timer must not outlive the test (and its mock backend).
  stopKeepAlive();
  if (!dom) return;
  dom.cleanup();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
