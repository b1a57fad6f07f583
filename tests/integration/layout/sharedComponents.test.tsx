import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router';
import StarIcon from '@mui/icons-material/Star';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n';
import { DiffDialog } from '../../../src/components/dialogs/DiffDialog';
import { ListDialog } from '../../../src/components/dialogs/ListDialog';
import { TabbedPage, type PageTab } from '../../../src/shell/layout/tabs/TabbedPage';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()} i18nProvider={createI18nProvider('en')}>
        {ui}
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
}

const TABS: PageTab[] = [
  { name: 'basic', title: 'Basic', content: <p>basic panel</p> },
  {
    name: 'Accounts',
    title: 'Accounts',
    icon: <StarIcon aria-label="starred" />,
    content: <p>accounts panel</p>,
  },
  { name: 'secret', title: 'Secret', hidden: true, content: <p>secret panel</p> },
  { name: 'locked', title: 'Locked', disabled: true, content: <p>locked panel</p> },
  { name: 'activity', title: 'Activity', content: <p>activity panel</p> },
];

const panel = () => screen.getByRole('tabpanel').textContent;
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('a tabbed page', () => {
  it('opens on the activeTab query, whatever its case, before the cookie and the default', async () => {
    document.cookie = 'activeTab=activity; path=/';
    renderAt('/console/x?activeTab=accounts', <TabbedPage tabs={TABS} defaultTab="basic" />);
    expect(panel()).toBe('accounts panel');
    expect(screen.getByRole('tab', { name: /Accounts/, selected: true })).toBeTruthy();
  });

  it('then the cookie, then the default, then the first visible tab', async () => {
    document.cookie = 'activeTab=activity; path=/';
    const first = renderAt('/console/x', <TabbedPage tabs={TABS} defaultTab="accounts" />);
    expect(panel()).toBe('activity panel');
    first.unmount();

    // A cookie dropped by another page: seen from this page's next run of script.
    document.cookie = 'activeTab=; path=/; max-age=0';
    await Promise.resolve();
    const second = renderAt('/console/x', <TabbedPage tabs={TABS} defaultTab="accounts" />);
    expect(panel()).toBe('accounts panel');
    second.unmount();

    renderAt('/console/x?activeTab=nowhere', <TabbedPage tabs={TABS} />);
    expect(panel()).toBe('basic panel');
  });

  it('never opens on a hidden or disabled tab', async () => {
    renderAt('/console/x?activeTab=secret', <TabbedPage tabs={TABS} defaultTab="locked" />);
    expect(panel()).toBe('basic panel');
    expect(screen.queryByRole('tab', { name: 'Secret' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Locked' }).hasAttribute('disabled')).toBe(true);
    expect(
      within(screen.getByRole('tab', { name: /Accounts/ })).getByLabelText('starred'),
    ).toBeTruthy();
  });

  it('remembers a clicked tab in the cookie for a day and drops the query parameter', async () => {
    renderAt('/console/x?activeTab=accounts&keep=1', <TabbedPage tabs={TABS} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(panel()).toBe('activity panel');
    expect(document.cookie).toMatch(/(^|; )activeTab=activity(;|$)/);
    expect(location()).toBe('/console/x?keep=1');
  });
});

function DiffHarness({
  diff,
}: {
  diff: { field: string; before: unknown; after: unknown }[] | null;
}) {
  const [open, setOpen] = useState(true);
  return <DiffDialog open={open} onClose={() => setOpen(false)} diff={diff} />;
}

describe('the difference dialog', () => {
  it('shows field, before and after for each change', async () => {
    renderAt(
      '/',
      <DiffHarness
        diff={[
          { field: 'Name', before: 'web-01', after: 'web-02' },
          { field: 'Labels', before: ['a'], after: ['a', 'b'] },
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Details of the change' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['Name', 'web-01', 'web-02'],
      ['Labels', '["a"]', '["a","b"]'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says there is no content when nothing changed', () => {
    renderAt('/', <DiffHarness diff={[]} />);
    const dialog = screen.getByRole('dialog', { name: 'Details of the change' });
    expect(within(dialog).getByText('No content')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});

describe('the list dialog', () => {
  it('frames any list under a title, with a close button', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <ListDialog open={open} onClose={() => setOpen(false)} title="Related assets">
          <ul>
            <li>web-01</li>
          </ul>
        </ListDialog>
      );
    }
    renderAt('/', <Harness />);
    const dialog = screen.getByRole('dialog', { name: /Related assets/ });
    expect(getComputedStyle(dialog).width).toBe('60%');
    expect(within(dialog).getByRole('listitem').textContent).toBe('web-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is 80% wide on a narrow screen', async () => {
    setViewportWidth(800);
    try {
      renderAt(
        '/',
        <ListDialog open onClose={() => undefined} title="Related assets" width="70%">
          <p>web-01</p>
        </ListDialog>,
      );
      expect(getComputedStyle(screen.getByRole('dialog')).width).toBe('80%');
    } finally {
      setViewportWidth(1024);
    }
  });

  it('takes a wider width where asked', () => {
    renderAt(
      '/',
      <ListDialog open onClose={() => undefined} title="Related assets" width="70%">
        <p>web-01</p>
      </ListDialog>,
    );
    expect(getComputedStyle(screen.getByRole('dialog')).width).toBe('70%');
  });
});

/** happy-dom's own viewport control (media queries follow it). */
function setViewportWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }
  ).happyDOM.setViewport({ width });
}
