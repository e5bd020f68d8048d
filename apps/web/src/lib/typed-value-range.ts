/**
 * A value range as the filter fields hold it (whole dollars as typed, '' when unset), as
 * numbers. A range typed the wrong way round still means the range between the two numbers.
 */
export function typedValueRange(
  minValue: string,
  maxValue: string,
): { min: number | undefined; max: number | undefined } {
  const min = minValue === '' ? undefined : Number(minValue);
  const max = maxValue === '' ? undefined : Number(maxValue);
  return min !== undefined && max !== undefined && min > max
    ? { min: max, max: min }
    : { min, max };
}
