import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type * as DialogSurfacesModule from './dialog-surfaces';
import { toast } from './toast/toast-store';

type DialogSurfaces = typeof DialogSurfacesModule;

let surfaces: DialogSurfaces | undefined;
let loading: Promise<DialogSurfaces> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the dialog library once; the dialogs that are open re-render with it. A failed download
 * (offline, a new version deployed) is forgotten, so the next try asks again.
 */
export function loadDialogSurfaces(): Promise<DialogSurfaces> {
  loading ??= import('./dialog-surfaces').then(
    (module) => {
      surfaces = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the dialog library while the browser has nothing else to do, after the first screen has
 * shown: the first dialog a person opens then opens at once.
 */
export function loadDialogSurfacesWhenIdle(delayMs = 2_000): () => void {
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    const load = () => void loadDialogSurfaces().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(load);
    else load();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The dialog library once it is loaded; asks for it when a dialog opens before it is. If it cannot
 * be downloaded, the dialog closes again with a message instead of staying silently shut.
 */
export function useDialogSurfaces(
  open: boolean,
  onOpenChange: (open: boolean) => void,
): DialogSurfaces | undefined {
  const current = useSyncExternalStore(subscribe, () => surfaces);
  // The latest onOpenChange, without asking again each time the opener re-renders.
  const closeAfterFailure = useEffectEvent(() => {
    toast.error('Could not open this', 'Check your connection and try again.');
    onOpenChange(false);
  });
  useEffect(() => {
    if (!open || current) return;
    let cancelled = false;
    loadDialogSurfaces().catch(() => {
      if (!cancelled) closeAfterFailure();
    });
    return () => {
      cancelled = true;
    };
  }, [open, current]);
  return current;
}
