/**
 * The generic screens of a resource, as react-admin Resource props: a descriptor's named
 * components replace them for special screens; nothing else is resource-specific.
 */
import type { ComponentType } from 'react';
import type { FeatureName, ResourceDescriptor } from '../../resources/types';
import { featureComponent } from '../features/registry';
import { GenericCreate, GenericEdit } from './GenericForm';
import { GenericList } from './GenericList';
import { GenericShow } from './GenericShow';

export interface ResourceScreens {
  list: ComponentType;
  show: ComponentType;
  /** Absent for read-only resources. */
  create?: ComponentType;
  edit?: ComponentType;
}

export function resourceScreens(d: ResourceDescriptor): ResourceScreens {
  const c = d.components ?? {};
  const named = (name: FeatureName | undefined, generic: ComponentType) =>
    name ? featureComponent(name) : generic;
  return {
    list: named(c.list, GenericList),
    show: named(c.show, GenericShow),
    create: d.readOnly ? undefined : named(c.create, GenericCreate),
    edit: d.readOnly ? undefined : named(c.edit, GenericEdit),
  };
}

export { GenericCreate, GenericEdit, GenericList, GenericShow };
export { PAGE_SIZES } from './GenericList';
