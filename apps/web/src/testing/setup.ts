import { configure } from '@testing-library/react';

// Screens, sheets and dialogs load their code on first use: on a busy machine that can take
// longer than the default second of findBy… and waitFor.
configure({ asyncUtilTimeout: 5_000 });
