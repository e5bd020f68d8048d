// The page's first script, small and without React: it starts downloading the code of the
// screen at this address (boot/first-screen-downloads.ts) and, for a signed-in visitor, the
// screen's first data (boot/first-screen-requests.ts) while React itself downloads.
import { startFirstScreenDownloads } from './boot/first-screen-downloads';
import { startFirstScreenRequests } from './boot/first-screen-requests';
import { readString, STORAGE_KEYS } from './lib/storage';

const token = readString(STORAGE_KEYS.authToken);
startFirstScreenDownloads(window.location, Boolean(token));
startFirstScreenRequests(window.location, token);
