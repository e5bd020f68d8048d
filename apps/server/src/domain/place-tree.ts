import { PLACE_NAME_MAX, PLACE_PATH_SEPARATOR } from '@circle/contract';

/** A place as the tree needs it. */
export interface TreePlace {
  id: string;
  parentId: string | null;
  name: string;
}

/** What lies directly in one place. */
export interface PlaceStats {
  items: number;
  value: number;
}

export interface TreeNode<T extends TreePlace> {
  place: T;
  path: string;
  depth: number;
  itemCount: number;
  totalItemCount: number;
  totalValue: number;
  subPlaceCount: number;
}

/**
 * The parts of a location text: "Home / Garage / Shelf A" and "Home > Garage > Shelf A" are three
 * places, one inside the other; a slash without spaces around it ("AC/DC") belongs to a name.
 * The same split as the database's place_for_location.
 */
export function parsePlacePath(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .trim()
    .split(/\s+\/\s+|\s*>\s*/)
    .map((part) => part.trim().slice(0, PLACE_NAME_MAX))
    .filter(Boolean);
}

/** A location text written the one way places show it ("Home / Garage"), or null for none. */
export function normalizePlacePath(text: string | null | undefined): string | null {
  const parts = parsePlacePath(text);
  return parts.length ? parts.join(PLACE_PATH_SEPARATOR) : null;
}

/** The place and every place below it, by id. */
export function branchIds(places: readonly TreePlace[], rootId: string): Set<string> {
  const children = childrenOf(places);
  const branch = new Set<string>();
  const queue = [rootId];
  while (queue.length) {
    const id = queue.pop()!;
    if (branch.has(id)) continue;
    branch.add(id);
    for (const child of children.get(id) ?? []) queue.push(child.id);
  }
  return branch;
}

/**
 * Whether putting `placeId` inside `newParentId` would make a cycle: the new parent is the place
 * itself or one of the places below it.
 */
export function wouldCycle(
  places: readonly TreePlace[],
  placeId: string,
  newParentId: string | null,
): boolean {
  if (newParentId === null) return false;
  const parentOf = new Map(places.map((place) => [place.id, place.parentId]));
  const seen = new Set<string>();
  for (let at: string | null | undefined = newParentId; at; at = parentOf.get(at)) {
    if (at === placeId) return true;
    if (seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

function childrenOf<T extends TreePlace>(places: readonly T[]): Map<string | null, T[]> {
  const ids = new Set(places.map((place) => place.id));
  const children = new Map<string | null, T[]>();
  for (const place of places) {
    // A place whose parent is not in the list shows at the top.
    const parent = place.parentId && ids.has(place.parentId) ? place.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), place]);
  }
  for (const list of children.values()) {
    list.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  }
  return children;
}

/**
 * The places in tree order (each parent before its children, siblings by name), each with its
 * path from the top, its depth, and the items and value directly in it and in its whole branch.
 */
export function buildTree<T extends TreePlace>(
  places: readonly T[],
  stats: ReadonlyMap<string, PlaceStats> = new Map(),
): TreeNode<T>[] {
  const children = childrenOf(places);
  const out: TreeNode<T>[] = [];
  const visit = (place: T, parentPath: string | null, depth: number, seen: Set<string>) => {
    if (seen.has(place.id)) return { items: 0, value: 0 };
    seen.add(place.id);
    const own = stats.get(place.id) ?? { items: 0, value: 0 };
    const path = parentPath ? `${parentPath}${PLACE_PATH_SEPARATOR}${place.name}` : place.name;
    const kids = children.get(place.id) ?? [];
    const node: TreeNode<T> = {
      place,
      path,
      depth,
      itemCount: own.items,
      totalItemCount: own.items,
      totalValue: own.value,
      subPlaceCount: kids.length,
    };
    out.push(node);
    for (const child of kids) {
      const below = visit(child, path, depth + 1, seen);
      node.totalItemCount += below.items;
      node.totalValue += below.value;
    }
    node.totalValue = Math.round(node.totalValue * 100) / 100;
    return { items: node.totalItemCount, value: node.totalValue };
  };
  const seen = new Set<string>();
  for (const root of children.get(null) ?? []) visit(root, null, 0, seen);
  return out;
}
