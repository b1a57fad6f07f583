/**
 * The special components descriptors name (`<area>/<Component>`), each loaded on demand from its
 * area's folder, so a page never loads another area's code. A name a descriptor uses without an
 * entry here fails `npm run check:resources`.
 */
import type { ComponentType } from 'react';
import type { FeatureName } from '../../resources/vocabulary';
import type { AnyRecord } from '../../resources/vocabulary';
import { onDemand, type OnDemand } from '../shell/onDemand';

/** The props of a component an action opens (`run: { kind: 'dialog' }`): it closes itself. */
export interface FeatureDialogProps {
  /** The row's or the detail page's record (absent for header actions). */
  record?: AnyRecord;
  /** Header actions: the selected ids. */
  ids: readonly (string | number)[];
  onClose(): void;
}

type Loader = () => Promise<Record<string, ComponentType<object>>>;

/** Each area's module and the components it exports, by feature name. */
const loadJobs = (() => import('./jobs/JobDialogs')) as unknown as Loader;

const LOADERS: Partial<Record<FeatureName, [Loader, string]>> = {
  'jobs/ExecutionOutput': [loadJobs, 'ExecutionOutput'],
  'jobs/ExecutionHosts': [
    (() => import('./jobs/ExecutionHosts')) as unknown as Loader,
    'ExecutionHosts',
  ],
  'jobs/PlaybookUpload': [
    (() => import('./jobs/PlaybookUpload')) as unknown as Loader,
    'PlaybookUpload',
  ],
  'jobs/PlaybookWorkspace': [
    (() => import('./jobs/PlaybookWorkspace')) as unknown as Loader,
    'PlaybookWorkspace',
  ],
};

const cache = new Map<FeatureName, OnDemand<object>>();

export function hasFeature(name: FeatureName): boolean {
  return name in LOADERS;
}

/** The named component, loaded on first render (or `preload()`). */
export function featureComponent(name: FeatureName): OnDemand<object> {
  let component = cache.get(name);
  if (!component) {
    const entry = LOADERS[name];
    if (!entry) throw new Error(`No feature component "${name}"`);
    component = onDemand(entry[0], entry[1]);
    cache.set(name, component);
  }
  return component;
}
