/** Page titles: the resource's name key (plural for lists), the record name cut to 80 characters. */
import type { ResourceDescriptor } from '../../resources/types';
import { titleOf } from '../shell/routeMap';

export const TITLE_MAX_CHARS = 80;

type Translate = (key: string, options?: Record<string, unknown>) => string;

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function resourceTitle(translate: Translate, d: ResourceDescriptor, count = 2): string {
  return translate(titleOf(d), { smart_count: count, _: humanize(d.name) });
}

/** Cut to 80 characters, followed by an ellipsis when cut (shell-spec §2.6). */
export function truncateTitle(text: string, max = TITLE_MAX_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
