/**
 * Favourite assets in the workbench's "my assets" (issue 33, docs/domain.md §15.3): the
 * favourites read once without a limit, a row's star POSTs or DELETEs `?asset=` and turns at once,
 * and the Favourites node lists the granted favourites.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const T = { timeout: 20000 };
const SLOW = 90_000;
const FAVOURITES = '/api/v1/assets/favorite-assets/';
const store = () => backend.state.store;
const calls = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);

function mine(): string[] {
  const me = store().userByUsername('user')!;
  return store()
    .rows('assets.favorite_assets')
    .filter((f) => f.user === me.id)
    .map((f) => String(f.asset));
}

const asset = (id: string) => store().find('assets.assets', id)!;

async function myAssets() {
  await signIn('user', 'User@2023');
  renderConsole('/workbench/assets');
  return screen.findByRole('table', { name: 'My assets' }, T);
}

describe('favourite assets', () => {
  it(
    'stars and un-stars an asset: POST {asset}, DELETE ?asset=, read once',
    async () => {
      const table = await myAssets();
      // The first asset of the page that is not a favourite yet.
      const plain = await waitFor(() => {
        const found = within(table).queryAllByRole('button', { name: /^Add .* to favourites$/ });
        expect(found.length).toBeGreaterThan(0);
        return found[0]!;
      }, T);
      expect(plain.getAttribute('aria-pressed')).toBe('false');
      expect(Object.fromEntries(calls('GET', FAVOURITES)[0]!.query)).toEqual({});
      const name = plain.getAttribute('aria-label')!.replace(/^Add (.*) to favourites$/, '$1');
      const other = store()
        .rows('assets.assets')
        .find((a) => a.name === name)!;

      fireEvent.click(plain);
      await screen.findByText('Added to favourites', {}, T);
      expect(calls('POST', FAVOURITES)[0]!.body).toEqual({ asset: other.id });
      expect(mine()).toContain(other.id);
      const starred = await within(table).findByRole(
        'button',
        { name: `Remove ${name} from favourites` },
        T,
      );
      expect(starred.getAttribute('aria-pressed')).toBe('true');

      fireEvent.click(starred);
      await screen.findByText('Removed from favourites', {}, T);
      expect(Object.fromEntries(calls('DELETE', FAVOURITES)[0]!.query)).toEqual({
        asset: other.id,
      });
      expect(mine()).not.toContain(other.id);
      await within(table).findByRole('button', { name: `Add ${name} to favourites` }, T);
      // Nothing is read again: the answers updated the stars.
      expect(calls('GET', FAVOURITES)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'the Favourites node lists the granted favourites, each starred, inactive ones not connectable',
    async () => {
      const favourites = mine().map(asset);
      // One of them is deactivated: it cannot be connected to.
      favourites[0]!.is_active = false;
      await myAssets();
      fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
      const url = '/api/v1/perms/users/self/nodes/favorite/assets/';
      await waitFor(() => expect(calls('GET', url)).toHaveLength(1), T);
      expect(Object.fromEntries(calls('GET', url)[0]!.query)).toEqual({
        limit: '15',
        offset: '0',
      });
      const table = await screen.findByRole('table', { name: 'My assets' }, T);
      await waitFor(
        () => expect(within(table).getAllByRole('row')).toHaveLength(1 + favourites.length),
        T,
      );
      for (const a of favourites) {
        const star = await within(table).findByRole(
          'button',
          { name: `Remove ${String(a.name)} from favourites` },
          T,
        );
        expect(star.getAttribute('aria-pressed')).toBe('true');
        const row = star.closest('tr')!;
        const connect = within(row as HTMLElement).getByRole('link', { name: 'Connect' });
        expect(connect.getAttribute('aria-disabled')).toBe(a.is_active === false ? 'true' : null);
      }
    },
    SLOW,
  );
});
