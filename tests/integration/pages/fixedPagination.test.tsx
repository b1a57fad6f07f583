/** Tables outside react-admin's lists (LDAP users, import preview, a user's assets) page in the user's language. */
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadCatalogue } from '../../../i18n';
import { FixedPagination } from '../../../src/components/FixedPagination';

describe('FixedPagination', () => {
  it('says its range and names its buttons in Chinese, and turns the page', async () => {
    // The console loads a language before starting in it.
    await loadCatalogue('zh');
    const onPageChange = vi.fn();
    render(
      <AdminContext i18nProvider={createI18nProvider('zh')} store={memoryStore()}>
        <FixedPagination count={42} page={1} pageSize={10} onPageChange={onPageChange} />
      </AdminContext>,
    );
    // The Chinese messages load on demand.
    expect(await screen.findByText('第 11-20 条，共 42 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '转到下一页' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: '转到上一页' })).toBeTruthy();
  });
});
