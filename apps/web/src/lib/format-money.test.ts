import { afterEach, describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatMoney,
  getDeploymentCurrency,
  loadDeploymentCurrency,
  readDeploymentCurrencyFromPage,
  setDeploymentCurrency,
} from './format-money';
import { formatValue } from './format';

afterEach(() => setDeploymentCurrency('USD'));

describe('money in the deployment currency', () => {
  it('formats exact amounts with the currency symbol', () => {
    expect(formatMoney(1199, 'EUR')).toBe('€1,199.00');
    expect(formatMoney(41800, 'JPY')).toBe('¥41,800');
    expect(formatMoney(12.5)).toBe('$12.50');
  });

  it('shows short values with the deployment symbol', () => {
    expect(formatValue(250)).toBe('$250');
    setDeploymentCurrency('eur');
    expect(getDeploymentCurrency()).toBe('EUR');
    expect(currencySymbol()).toBe('€');
    expect(formatValue(250)).toBe('€250');
    expect(formatValue(1450)).toBe('€1.5k');
    setDeploymentCurrency('not a currency');
    expect(getDeploymentCurrency()).toBe('EUR');
  });

  it('learns the currency from /api/config and keeps the default when it cannot', async () => {
    const answer = (body: unknown, ok = true) =>
      (async () => ({ ok, json: async () => body })) as unknown as typeof fetch;
    await loadDeploymentCurrency(answer({ currency: 'GBP', exchange_rates_date: '2023-12-29' }));
    expect(getDeploymentCurrency()).toBe('GBP');
    await loadDeploymentCurrency((async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch);
    expect(getDeploymentCurrency()).toBe('GBP');
  });

  it('reads the currency the server wrote into the page, and says when there is none', () => {
    const page = (content: string | null) =>
      ({
        querySelector: (selector: string) =>
          selector === 'meta[name="circle-currency"]' && content !== null
            ? { getAttribute: (name: string) => (name === 'content' ? content : null) }
            : null,
      }) as unknown as Document;
    expect(readDeploymentCurrencyFromPage(page('EUR'))).toBe(true);
    expect(getDeploymentCurrency()).toBe('EUR');
    expect(readDeploymentCurrencyFromPage(page(null))).toBe(false);
    expect(getDeploymentCurrency()).toBe('EUR');
  });
});
