// The page's first script, small and without React: it starts downloading the code of the
// screen at this address while React itself downloads (boot/first-screen-downloads.ts).
import { startFirstScreenDownloads } from './boot/first-screen-downloads';
import { readString, STORAGE_KEYS } from './lib/storage';

startFirstScreenDownloads(window.location, Boolean(readString(STORAGE_KEYS.authToken)));
