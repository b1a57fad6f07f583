/**
 * Page titles: the resource's name key (plural for lists), the record name cut to 80 characters.
 */
import type { ResourceDescriptor } from '../../resources/types';
import { titleOf } from '../shell/routeMap';

export const TITLE_MAX_CHARS = 80;

type Translate = (key: string, options?: Record<string, unknown>) => string;

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The resource's title: its route title (the menu's, a plural); for one record (create, detail) its
 * singular name `resources.<name>.name` when the catalogue has one ("Create Host", not "Hosts").
 */
export function resourceTitle(translate: Translate, d: ResourceDescriptor, count = 2): string {
  const route = translate(titleOf(d), { smart_count: count, _: humanize(d.name) });
  return count === 1 ? translate(`resources.${d.name}.name`, { smart_count: 1, _: route }) : route;
}

/** Cut to 80 characters, followed by an ellipsis when cut (docs/shell.md §8.1). */
export function truncateTitle(text: string, max = TITLE_MAX_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
