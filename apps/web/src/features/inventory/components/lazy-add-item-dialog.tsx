import { lazy } from 'react';

/**
 * The item form (with its form and validation libraries) loads when "Add item" is first pressed,
 * in Browse or in a file's details; render it inside a Suspense boundary.
 */
export const LazyAddItemDialog = lazy(async () => ({
  default: (await import('./add-item-dialog')).AddItemDialog,
}));
