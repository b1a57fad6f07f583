/**
 * @popperjs/core (vite.config.ts aliases the package to this module), downloaded when the user
 * first points at or focuses something: MUI's Tooltip, on nearly every button, imports it, but no
 * tooltip opens before an interaction, so the first page does without its ~7 KiB. The instance
 * MUI gets at once forwards to the real one as soon as it is here; the download starts with the
 * first pointer movement or focus, long before a tooltip's open delay has passed.
 */
import type { Instance, Modifier, OptionsGeneric, State, VirtualElement } from '@popperjs/core';

type Options = OptionsGeneric<Partial<Modifier<unknown, object>>>;
type Create = (
  reference: Element | VirtualElement,
  popper: HTMLElement,
  options?: Partial<Options>,
) => Instance;

let real: Create | null = null;
let loading: Promise<Create> | null = null;

/** The package by its file (the bare name is this module). */
export function loadPopper(): Promise<Create> {
  loading ??= import('@popperjs/core/lib/popper.js').then((m) => {
    real = m.createPopper as unknown as Create;
    return real;
  });
  return loading;
}

if (typeof window !== 'undefined') {
  const start = () => void loadPopper().catch(() => (loading = null));
  window.addEventListener('pointerover', start, { once: true, capture: true, passive: true });
  window.addEventListener('focusin', start, { once: true, capture: true });
}

export const createPopper: Create = (reference, popper, options) => {
  if (real) return real(reference, popper, options);
  let instance: Instance | null = null;
  let destroyed = false;
  let current = options;
  void loadPopper().then((create) => {
    if (!destroyed) instance = create(reference, popper, current);
  });
  const noState = Promise.resolve({} as Partial<State>);
  return {
    get state() {
      return (instance?.state ?? {}) as State;
    },
    destroy() {
      destroyed = true;
      instance?.destroy();
    },
    forceUpdate() {
      instance?.forceUpdate();
    },
    update() {
      return instance ? instance.update() : noState;
    },
    setOptions(next) {
      if (instance) return instance.setOptions(next);
      current = typeof next === 'function' ? next((current ?? {}) as Options) : next;
      return noState;
    },
  } as Instance;
};
