/**
 * The generic screens of a resource, as react-admin Resource props: a descriptor's named
 * components replace them for special screens; nothing else is resource-specific.
 */
import type { ComponentType } from 'react';
import type { ResourceDescriptor } from '../../resources/types';
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
  return {
    list: c.list ?? GenericList,
    show: c.show ?? GenericShow,
    create: d.readOnly ? undefined : (c.create ?? GenericCreate),
    edit: d.readOnly ? undefined : (c.edit ?? GenericEdit),
  };
}

export { GenericCreate, GenericEdit, GenericList, GenericShow };
export { PAGE_SIZES } from './GenericList';
