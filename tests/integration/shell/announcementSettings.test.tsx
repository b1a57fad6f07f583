/**
 * The announcement settings tab (settings → other): its nested announcement is edited as fields
 * and PATCHed as one object, in the basic category (docs/domain.md §1.4); the public
 * settings then publish it under a new ID.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
const SETTING = '/api/v1/settings/setting/';

describe('announcement settings', () => {
  it('saves the switch and the announcement in one PATCH of the basic category', async () => {
    await signIn('admin', 'ChangeMe');
    renderConsole('/settings/other?activeTab=Announcement');
    const subject = await screen.findByRole('textbox', { name: /Subject/ }, T);
    expect(
      wire.some(
        (c) => c.method === 'GET' && c.path === SETTING && c.query.get('category') === 'basic',
      ),
    ).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /Enable announcement/ }));
    await userEvent.type(subject, 'Maintenance');
    await userEvent.type(screen.getByRole('textbox', { name: /Content/ }), 'Tonight 22:00');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(
      () => expect(wire.filter((c) => c.method === 'PATCH' && c.path === SETTING)).toHaveLength(1),
      T,
    );
    const patch = wire.find((c) => c.method === 'PATCH' && c.path === SETTING)!;
    expect(patch.query.get('category')).toBe('basic');
    // Only the announcement's fields of the category.
    expect(patch.body).toEqual({
      ANNOUNCEMENT_ENABLED: true,
      ANNOUNCEMENT: expect.objectContaining({ SUBJECT: 'Maintenance', CONTENT: 'Tonight 22:00' }),
    });
    expect(await screen.findByText('Updated successfully', {}, T)).toBeTruthy();
    expect(backend.state.settings.ANNOUNCEMENT_ENABLED).toBe(true);
    expect(backend.state.settings.ANNOUNCEMENT).toMatchObject({
      SUBJECT: 'Maintenance',
      ID: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
