/**
 * The bulk toolbar's buttons (BulkActions), downloaded when the first row is selected: react-admin
 * keeps the toolbar mounted, folded away, on every list, and the first page selects nothing.
 */
import { Suspense, useEffect } from 'react';
import { useListContext } from 'react-admin';
import type { ResourceDescriptor } from '../../../resources/types';
import { onDemand } from '../../shell/onDemand';

const BulkActions = onDemand(() => import('./BulkActions'), 'BulkActions');

/**
 * Fetches the buttons when the pointer or the focus first reaches a table: a row is selected only
 * after that, so they are here when the toolbar unfolds instead of appearing a moment later.
 */
function usePreloadOnApproach() {
  useEffect(() => {
    const ahead = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest('table')) return;
      stop();
      void BulkActions.preload();
    };
    const stop = () => {
      document.removeEventListener('pointerover', ahead);
      document.removeEventListener('focusin', ahead);
    };
    document.addEventListener('pointerover', ahead, { passive: true });
    document.addEventListener('focusin', ahead);
    return stop;
  }, []);
}

export function SelectionActions({ descriptor }: { descriptor: ResourceDescriptor }) {
  const { selectedIds } = useListContext();
  usePreloadOnApproach();
  // Its own boundary: while the code arrives only the buttons wait, not the table around them.
  return selectedIds.length ? (
    <Suspense fallback={null}>
      <BulkActions descriptor={descriptor} />
    </Suspense>
  ) : null;
}
