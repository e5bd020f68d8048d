/**
 * The room or place a photo shows, inferred from what was found in it: an oven means a kitchen,
 * a bed a bedroom, a laptop with a keyboard a desk. A person describing a photo of a counter says
 * "a kitchen with an oven, a sink and four cups", not a list of things floating nowhere.
 */
import type { DetectedItem } from './detections.js';

interface Room {
  name: string;
  /** The item location it gives things found there; a desk stands in any room. */
  location: string | null;
  /** Classes that place a photo in this room on their own. */
  anchors: string[];
  /** Classes that place it there when at least two of them are seen together. */
  together?: string[];
}

/** In order of precedence: a sink next to a toilet is in a bathroom, otherwise in a kitchen. */
const ROOMS: Room[] = [
  {
    name: 'bathroom',
    location: 'Bathroom',
    anchors: ['toilet'],
    together: ['sink', 'toothbrush', 'hair dryer'],
  },
  {
    name: 'kitchen',
    location: 'Kitchen',
    anchors: ['oven', 'microwave', 'refrigerator', 'toaster', 'sink'],
  },
  { name: 'bedroom', location: 'Bedroom', anchors: ['bed'] },
  {
    name: 'living room',
    location: 'Living Room',
    anchors: ['couch'],
    together: ['television', 'chair', 'remote control'],
  },
  {
    name: 'desk',
    location: null,
    anchors: [],
    together: ['laptop', 'keyboard', 'computer mouse', 'television'],
  },
];

/**
 * The room the detected things stand in, or null. A room is named only for a photo of a place:
 * its anchor with at least one more thing beside it (a lone toilet is just a toilet), and never
 * outdoors.
 */
export function roomOf(detected: DetectedItem[], outdoors: boolean): string | null {
  if (outdoors) return null;
  const classes = new Set(detected.map((d) => d.detectedClass ?? d.noun));
  const things = detected.reduce((sum, d) => sum + d.quantity, 0);
  for (const room of ROOMS) {
    const anchored = room.anchors.some((a) => classes.has(a));
    const together = (room.together ?? []).filter((c) => classes.has(c)).length >= 2;
    if ((anchored && things >= 2) || together) return room.name;
  }
  return null;
}

/** The location items found in that room take ("Kitchen"), or null for a place in any room. */
export function locationOfRoom(name: string): string | null {
  return ROOMS.find((room) => room.name === name)?.location ?? null;
}
