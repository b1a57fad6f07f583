/** Every route of the demo backend, most specific first; the generic resource protocol comes last. */
import type { Route } from '../router';
import { authRoutes } from './auth';
import { domainRoutes } from './domain';
import { resourceCacheRoutes } from './resourceCache';
import { restRoutes } from './rest';
import { shellRoutes } from './shell';
import { staticRoutes } from './staticFiles';

export const routes: Route[] = [
  ...authRoutes,
  ...staticRoutes,
  ...shellRoutes,
  ...resourceCacheRoutes,
  ...domainRoutes,
  ...restRoutes,
];
