import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the deployment currency as the page describes it', () => {
  const page = (attributes: Record<string, string>) =>
    ({
      querySelector: (selector: string) =>
        selector === 'meta[name="circle-currency"]'
          ? { getAttribute: (name: string) => attributes[name] ?? null }
          : null,
    }) as unknown as Document;

  it("writes the first screens' amounts without Intl", () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      const described = page({
        content: 'SEK',
        'data-symbol': 'kr',
        'data-positive': '#\u00a0kr',
        'data-negative': '-#\u00a0kr',
        'data-digits': '2',
      });
      expect(readDeploymentCurrencyFromPage(described)).toBe(true);
      expect(getDeploymentCurrency()).toBe('SEK');
      expect(formatMoney(1234.5)).toBe('1,234.50\u00a0kr');
      expect(formatMoney(-5)).toBe('-5.00\u00a0kr');
      expect(currencySymbol()).toBe('kr');
      expect(formatValue(250)).toBe('kr250');
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it('falls back to Intl when the description is incomplete', () => {
    expect(readDeploymentCurrencyFromPage(page({ content: 'GBP', 'data-symbol': '£' }))).toBe(true);
    expect(formatMoney(12.5)).toBe('£12.50');
  });
});
