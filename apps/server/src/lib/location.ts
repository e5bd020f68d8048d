/**
 * An item's location only at city-like precision: coordinates ("52.52001, 13.40495") are
 * rounded to one decimal (about 11 km); a room name ("Garage") is not a place and stays private.
 */
export function approximateLocation(location: string | null): string | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(location ?? '');
  if (!match) return null;
  return `${Number(match[1]).toFixed(1)}, ${Number(match[2]).toFixed(1)}`;
}

/** The location shown on a public item: coordinates coarsened, room names as they are. */
export function publicLocation(location: string | null): string | null {
  return approximateLocation(location) ?? location;
}
