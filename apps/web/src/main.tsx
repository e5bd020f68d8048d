import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { wireApiClient } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { loadDeploymentCurrency } from './lib/format-money';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shared.css';
import './styles/cards.css';

wireApiClient();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Every amount is shown in the deployment's currency: learn it before the first render.
void loadDeploymentCurrency().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
