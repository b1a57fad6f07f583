/**
 * A component whose code loads on demand and can be fetched ahead (`preload`). Once its code is
 * here it renders at once: React.lazy alone suspends for a pass even then, and the page would
 * wait a render, behind a fallback, for code it already has.
 */
import { lazy, useState, type ComponentType } from 'react';

export type OnDemand<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

export function onDemand<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
      return loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function OnDemandComponent(props: P) {
    // Chosen once per mount, so the component never changes type (and remounts) mid-life.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(OnDemandComponent, { preload });
}
