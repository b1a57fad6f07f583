/** The descriptor and react-admin resource name a list button works on. */
import { useResourceContext } from 'react-admin';
import { descriptorFor, resourceRoute, type ResourceDescriptor } from '../../../resources';

export function useListDescriptor(given?: ResourceDescriptor): {
  resource: string;
  descriptor: ResourceDescriptor;
} {
  const contextResource = useResourceContext();
  if (given) return { resource: resourceRoute(given), descriptor: given };
  if (!contextResource) throw new Error('import/export buttons need a resource (or a descriptor)');
  return { resource: contextResource, descriptor: descriptorFor(contextResource) };
}
