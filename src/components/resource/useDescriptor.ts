/** The descriptor of the resource in context (react-admin's resource name is its route). */
import { useResourceContext } from 'react-admin';
import { descriptorFor } from '../../../resources';
import type { ResourceDescriptor } from '../../../resources/types';

export function useDescriptor(): ResourceDescriptor {
  const resource = useResourceContext();
  if (!resource) throw new Error('useDescriptor() needs a resource context');
  return descriptorFor(resource);
}
