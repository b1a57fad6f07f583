import { describe, expect, it } from 'vitest';
import { createEarlyReads, EARLY_READ_TTL_MS } from '../../dataProvider/earlyReads';

describe('reads sent ahead of their screen', () => {
  it('answers the identical request once, and no other', async () => {
    let sent = 0;
    const early = createEarlyReads();
    early.put('/api/v1/users/users/', { limit: 15, offset: 0 }, async () => (++sent, 'rows'));
    expect(early.take('/api/v1/users/users/', { limit: 30, offset: 0 })).toBeNull();
    expect(await early.take('/api/v1/users/users/', { limit: 15, offset: 0 })).toBe('rows');
    expect(early.take('/api/v1/users/users/', { limit: 15, offset: 0 })).toBeNull();
    expect(sent).toBe(1);
  });

  it('drops an answer its screen did not take in time', () => {
    let now = 0;
    const early = createEarlyReads(() => now);
    early.put('/api/v1/users/users/', { limit: 15 }, async () => 'rows');
    now = EARLY_READ_TTL_MS + 1;
    expect(early.take('/api/v1/users/users/', { limit: 15 })).toBeNull();
  });

  it('hands a failure to the screen that asks, and to no one before', async () => {
    const early = createEarlyReads();
    early.put('/api/v1/users/users/', {}, () => Promise.reject(new Error('HTTP 500')));
    await expect(early.take('/api/v1/users/users/', {})).rejects.toThrow('HTTP 500');
  });
});
