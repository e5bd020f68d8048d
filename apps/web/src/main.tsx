import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { wireApiClient } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { loadDeploymentCurrency, readDeploymentCurrencyFromPage } from './lib/format-money';
import { loadStartupSnapshot } from './lib/offline/startup-snapshot';
import { useSessionStore } from './lib/session-store';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shared.css';
import './styles/cards.css';

wireApiClient();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/**
 * The first render is a transition: React renders it in slices and lets the browser paint and
 * answer input in between, instead of one long task while the screen's code starts.
 */
function render(root: HTMLElement) {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// Every amount is shown in the deployment's currency: the served page names it; without it
// (the development server) it is asked for before the first render. Opened without a
// connection, the answers kept on the device are read first (online this costs nothing).
void loadStartupSnapshot(Boolean(useSessionStore.getState().authToken)).finally(() => {
  if (readDeploymentCurrencyFromPage()) render(container);
  else void loadDeploymentCurrency().finally(() => render(container));
});
