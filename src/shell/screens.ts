/**
 * Which component draws a resource's screen: the descriptor's named special one, else the generic
 * one; read-only resources have no create or update screen. Each loads on demand, its own chunk.
 */
import type { ComponentType } from 'react';
import type { ResourceDescriptor } from '../../resources';
import { featureComponent } from '../features/registry';
import { onDemand, type OnDemand } from './onDemand';
import type { Screen } from './routeModel';

const loadForm = () => import('../pages/GenericForm');

/** The generic screens, each its own chunk. */
const GENERIC: Record<Screen, OnDemand<object>> = {
  list: onDemand(() => import('../pages/GenericList'), 'GenericList'),
  show: onDemand(() => import('../pages/GenericShow'), 'GenericShow'),
  create: onDemand(loadForm, 'GenericCreate'),
  edit: onDemand(loadForm, 'GenericEdit'),
};

/** `generic`: the generic screens to use (the pages' test harness hands them in loaded). */
export function screenComponent(
  d: ResourceDescriptor,
  screen: Screen,
  generic: Record<Screen, ComponentType> = GENERIC,
): ComponentType | null {
  if (d.readOnly && (screen === 'create' || screen === 'edit')) return null;
  const named = d.components?.[screen];
  return named ? featureComponent(named) : generic[screen];
}
