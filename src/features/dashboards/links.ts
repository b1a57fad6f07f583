/** Where a dashboard number leads: its list, filtered like the number, if this user may open it. */
import { descriptorNamed } from '../../../resources';
import { routeFor } from '../../shell/links';
import { routeExists } from '../../shell/routeModel';
import { ROUTES } from '../../shell/routeMap';
import { useShell } from '../../shell/ShellContext';
import { withQuery } from './api';

/** A record's detail page, if this user may open it. */
export function useShowLink(): (resource: string, id: string) => string | undefined {
  const { access } = useShell();
  return (resource, id) => {
    const path = routeFor(descriptorNamed(resource), 'show', id);
    return path && routeExists(ROUTES, access, path) ? path : undefined;
  };
}

export function useListLink(): (
  resource: string,
  query?: Record<string, string>,
) => string | undefined {
  const { access } = useShell();
  return (resource, query = {}) => {
    const path = routeFor(descriptorNamed(resource), 'list');
    if (!path || !routeExists(ROUTES, access, path)) return undefined;
    return Object.keys(query).length ? withQuery(path, query) : path;
  };
}
