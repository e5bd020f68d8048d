const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A size as people read it, in powers of 1024 as the spec sizes files (20971520 → "20 MB",
 * 1572864 → "1.5 MB"), at most two decimals.
 */
export function formatByteSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 bytes';
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}
