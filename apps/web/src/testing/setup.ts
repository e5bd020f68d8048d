import { configure } from '@testing-library/react';
import { loadDialogSurfaces } from '@/components/ui/dialog-surfaces-loader';

// Screens, sheets and dialogs load their code on first use: on a busy machine that can take
// longer than the default second of findBy… and waitFor.
configure({ asyncUtilTimeout: 5_000 });

// The dialog library loads once a dialog opens (or the browser is idle); tests open dialogs at
// once, as a person does some seconds after a screen shows.
await loadDialogSurfaces();
