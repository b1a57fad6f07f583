/** A resource's generic list on a page of its own (templates, quick job, tools). */
import { lazy } from 'react';
import { ResourceContextProvider } from 'react-admin';

const GenericList = lazy(() =>
  import('../../pages/GenericList').then((m) => ({ default: m.GenericList })),
);

export function ListOf({ resource }: { resource: string }) {
  return (
    <ResourceContextProvider value={resource}>
      <GenericList />
    </ResourceContextProvider>
  );
}
