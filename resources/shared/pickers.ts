/** Option sources several resources' forms share (catalogue widgets), declared once. */
import type { Reference } from '../types';

/** Users as "name(username)", from the mini serializer (Select2 ajax `?fields_size=mini`). */
export const userPicker: Reference = {
  url: '/api/v1/users/users/',
  label: (u) => `${String(u.name)}(${String(u.username)})`,
  query: { fields_size: 'mini' },
};

/** Asset nodes by their full path. */
export const nodePicker: Reference = { url: '/api/v1/assets/nodes/', label: 'full_value' };
