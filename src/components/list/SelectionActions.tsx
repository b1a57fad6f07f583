/**
 * The bulk toolbar's buttons (BulkActions), downloaded when the first row is selected: react-admin
 * keeps the toolbar mounted, folded away, on every list, and the first page selects nothing.
 */
import { Suspense } from 'react';
import { useListContext } from 'react-admin';
import type { ResourceDescriptor } from '../../../resources/types';
import { onDemand } from '../../shell/onDemand';

const BulkActions = onDemand(() => import('./BulkActions'), 'BulkActions');

export function SelectionActions({ descriptor }: { descriptor: ResourceDescriptor }) {
  const { selectedIds } = useListContext();
  // Its own boundary: while the code arrives only the buttons wait, not the table around them.
  return selectedIds.length ? (
    <Suspense fallback={null}>
      <BulkActions descriptor={descriptor} />
    </Suspense>
  ) : null;
}
