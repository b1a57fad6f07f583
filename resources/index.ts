/** The registry: every descriptor, looked up by its react-admin resource name (its route). */
import users from './console/users';
import { resourceRoute, type ResourceDescriptor } from './types';

export const descriptors: readonly ResourceDescriptor[] = [users];

const byRoute = new Map(descriptors.map((d) => [resourceRoute(d), d]));

export function descriptorFor(resource: string): ResourceDescriptor {
  const d = byRoute.get(resource);
  if (!d) throw new Error(`No descriptor registered for resource "${resource}"`);
  return d;
}

export * from './types';
