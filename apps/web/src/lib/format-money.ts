import { type CurrencyDisplay, formatWithDisplay } from '@circle/contract';

/**
 * Money in the deployment's currency (the server's CURRENCY, read once at start-up from the
 * page, or from /api/config when the page does not carry it) and in the currency a receipt was
 * written in. Pure apart from the one setting.
 */
let deploymentCurrency = 'USD';

/**
 * How the deployment currency is written, as the served page describes it: the first screens
 * write their amounts without Intl, whose first use costs a phone a long pause.
 */
let pageDisplay: CurrencyDisplay | undefined;

/**
 * One formatter per currency: building an Intl.NumberFormat costs far more than using one, and a
 * list of cards formats an amount per card.
 */
const formatters = new Map<string, Intl.NumberFormat | null>();

/** The narrow-symbol formatter of a currency; null when the code is not one. */
function formatterOf(code: string): Intl.NumberFormat | null {
  let formatter = formatters.get(code);
  if (formatter === undefined) {
    try {
      formatter = /^[A-Z]{3}$/.test(code)
        ? new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency: code,
            currencyDisplay: 'narrowSymbol',
          })
        : null;
    } catch {
      formatter = null;
    }
    formatters.set(code, formatter);
  }
  return formatter;
}

function isCurrencyCode(code: string): boolean {
  return formatterOf(code) !== null;
}

/** Sets the currency every amount from the API is in; unknown codes are ignored. */
export function setDeploymentCurrency(code: string): void {
  const upper = code.trim().toUpperCase();
  if (upper === pageDisplay?.code || isCurrencyCode(upper)) deploymentCurrency = upper;
}

export function getDeploymentCurrency(): string {
  return deploymentCurrency;
}

/** "$", "€", "£", "RM", "Rp", "CHF"… */
export function currencySymbol(currency: string = deploymentCurrency): string {
  if (currency === pageDisplay?.code) return pageDisplay.symbol;
  const parts = formatterOf(currency)?.formatToParts(0) ?? [];
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/** An exact amount with its symbol and minor unit: "€1,199.00", "¥41,800", "Rp 58,000". */
export function formatMoney(value: number, currency: string = deploymentCurrency): string {
  if (currency === pageDisplay?.code) return formatWithDisplay(value, pageDisplay);
  const formatter = formatterOf(currency) ?? formatterOf(deploymentCurrency)!;
  return formatter.format(Number.isFinite(value) ? value : 0);
}

/** The display the page's meta tag describes (data-symbol, -positive, -negative, -digits). */
function displayFromMeta(code: string, meta: Element): CurrencyDisplay | undefined {
  const symbol = meta.getAttribute('data-symbol');
  const positive = meta.getAttribute('data-positive');
  const negative = meta.getAttribute('data-negative');
  const digits = Number(meta.getAttribute('data-digits'));
  const written = (pattern: string | null): pattern is string => Boolean(pattern?.includes('#'));
  if (!symbol || !written(positive) || !written(negative)) return undefined;
  if (!Number.isInteger(digits) || digits < 0 || digits > 4) return undefined;
  return { code, symbol, positive, negative, digits };
}

/**
 * The currency the server wrote into the page (`<meta name="circle-currency">`) and how it is
 * written, so the first render needs no request and no Intl; false when the page has none (the
 * development server).
 */
export function readDeploymentCurrencyFromPage(doc: Document = document): boolean {
  const meta = doc.querySelector('meta[name="circle-currency"]');
  const code = meta?.getAttribute('content')?.trim().toUpperCase();
  if (!meta || !code) return false;
  const display = /^[A-Z]{3}$/.test(code) ? displayFromMeta(code, meta) : undefined;
  if (display) {
    pageDisplay = display;
    deploymentCurrency = code;
  } else {
    setDeploymentCurrency(code);
  }
  return true;
}

/** Reads the deployment currency before the app renders; keeps USD when the server is unreachable. */
export async function loadDeploymentCurrency(fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetcher('/api/config', { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return;
    const body = (await response.json()) as { currency?: unknown };
    if (typeof body.currency === 'string') setDeploymentCurrency(body.currency);
  } catch {
    // Offline start: amounts still show, in the default currency's symbol.
  }
}
