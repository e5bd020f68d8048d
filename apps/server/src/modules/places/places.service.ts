import { randomUUID } from 'node:crypto';
import type {
  InventoryItem,
  Place,
  PlaceCreate,
  PlaceDetail,
  PlaceTree,
  PlaceUpdate,
} from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { PlaceRow } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import type { AccessPolicy } from '../households/index.js';
import { buildTree, wouldCycle, type TreeNode } from '../../domain/place-tree.js';
import { preparePlacePhoto, type PlacePhotoUpload } from './place-photo.js';
import { SiblingNameTaken, type PlacesRepository } from './places.repository.js';

export const PLACE_NOT_FOUND = 'Place not found';
export const PHOTO_NOT_FOUND = "The photo was not found among the household's images.";
export const PLACE_CYCLE =
  'A place cannot be moved into itself or into one of the places inside it.';
export const PLACE_NOT_EMPTY =
  'This place still holds items or places. Choose where they go (move_to: a place, or "none" to leave the items without a place) and delete it again.';
export const siblingTaken = (name: string) =>
  `There is already a place called "${name}" there; choose another name or place.`;

export interface PlacesServiceDeps {
  repository: PlacesRepository;
  access: AccessPolicy;
  storage: Storage;
  clock: Clock;
  events: DomainEventBus;
  /** The items of a place's whole branch, newest first, as the inventory presents them. */
  itemsIn(userId: string, householdId: string, placeId: string): Promise<InventoryItem[]>;
}

/** The households' places: a tree the items live in. */
export class PlacesService {
  constructor(private readonly deps: PlacesServiceDeps) {}

  private get repository() {
    return this.deps.repository;
  }

  private async present(householdId: string, nodes: TreeNode<PlaceRow>[]): Promise<Place[]> {
    const signer = new FileUrlSigner(this.deps.storage);
    const photoIds = nodes.map((node) => node.place.photoFileId).filter((id): id is string => !!id);
    const photos = await this.repository.photos(householdId, photoIds);
    return Promise.all(
      nodes.map(async (node) => {
        const photo = node.place.photoFileId ? photos.get(node.place.photoFileId) : undefined;
        const urls = photo ? await signer.urlsOf(photo) : null;
        return {
          id: node.place.id,
          household_id: node.place.householdId,
          name: node.place.name,
          parent_id: node.place.parentId,
          path: node.path,
          depth: node.depth,
          description: node.place.description,
          photo_file_id: node.place.photoFileId,
          photo_url: urls ? (urls.thumbnailUrl ?? urls.url) : null,
          asset_id: node.place.assetId,
          item_count: node.itemCount,
          total_item_count: node.totalItemCount,
          total_value: node.totalValue,
          sub_place_count: node.subPlaceCount,
          created_at: node.place.createdAt.toISOString(),
          updated_at: node.place.updatedAt.toISOString(),
        };
      }),
    );
  }

  private async nodes(householdId: string) {
    const [rows, stats] = await Promise.all([
      this.repository.all(householdId),
      this.repository.stats(householdId),
    ]);
    return { rows, nodes: buildTree(rows, stats) };
  }

  /** The household's places in tree order. */
  async tree(userId: string, requested: string | undefined): Promise<PlaceTree> {
    const { householdId } = await this.deps.access.household(userId, requested, 'read');
    const { nodes } = await this.nodes(householdId);
    return { household_id: householdId, places: await this.present(householdId, nodes) };
  }

  /** One place with its sub-places and the items of its whole branch. */
  async get(userId: string, id: string): Promise<PlaceDetail> {
    const { householdId } = await this.deps.access.place(userId, id, 'read', PLACE_NOT_FOUND);
    const { nodes } = await this.nodes(householdId);
    const node = nodes.find((candidate) => candidate.place.id === id);
    if (!node) throw notFound(PLACE_NOT_FOUND);
    const children = nodes.filter((candidate) => candidate.place.parentId === id);
    const [[place, ...subPlaces], items] = await Promise.all([
      this.present(householdId, [node, ...children]),
      this.deps.itemsIn(userId, householdId, id),
    ]);
    const byId = new Map(nodes.map((candidate) => [candidate.place.id, candidate.place]));
    const ancestors: { id: string; name: string }[] = [];
    for (let at = node.place.parentId; at && ancestors.length < nodes.length;) {
      const parent = byId.get(at);
      if (!parent) break;
      ancestors.unshift({ id: parent.id, name: parent.name });
      at = parent.parentId;
    }
    return { ...place!, ancestors, sub_places: subPlaces, items };
  }

  /** A parent or photo named in a request, checked to be the household's. */
  private async checkRefs(
    householdId: string,
    input: { parent_id?: string | null | undefined; photo_file_id?: string | null | undefined },
  ) {
    if (input.parent_id && !(await this.repository.find(householdId, input.parent_id))) {
      throw notFound('The parent place was not found in this household.');
    }
    if (input.photo_file_id) {
      const photos = await this.repository.photos(householdId, [input.photo_file_id]);
      if (!photos.has(input.photo_file_id)) throw notFound(PHOTO_NOT_FOUND);
    }
  }

  async create(userId: string, input: PlaceCreate): Promise<PlaceDetail> {
    const { householdId } = await this.deps.access.household(userId, input.household_id, 'write');
    await this.checkRefs(householdId, input);
    const now = this.deps.clock.now();
    const id = randomUUID();
    await this.repository
      .insert({
        id,
        householdId,
        parentId: input.parent_id ?? null,
        name: input.name,
        description: input.description || null,
        photoFileId: input.photo_file_id ?? null,
        assetId: null,
        createdAt: now,
        updatedAt: now,
      })
      .catch((error: unknown) => {
        if (error instanceof SiblingNameTaken) throw conflict(siblingTaken(input.name));
        throw error;
      });
    return this.get(userId, id);
  }

  /** Rename, move, describe or change the photo. */
  async update(userId: string, id: string, input: PlaceUpdate): Promise<PlaceDetail> {
    const { householdId } = await this.deps.access.place(userId, id, 'write', PLACE_NOT_FOUND);
    await this.checkRefs(householdId, input);
    const changes: Partial<PlaceRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description || null;
    if (input.photo_file_id !== undefined) changes.photoFileId = input.photo_file_id;
    if (input.parent_id !== undefined) {
      const rows = await this.repository.all(householdId);
      if (wouldCycle(rows, id, input.parent_id)) throw new AppError(409, PLACE_CYCLE);
      changes.parentId = input.parent_id;
    }
    const before = await this.repository.find(householdId, id);
    if (!before) throw notFound(PLACE_NOT_FOUND);
    const updated = await this.repository
      .update(householdId, id, changes, this.deps.clock.now())
      .catch((error: unknown) => {
        if (error instanceof SiblingNameTaken) {
          throw conflict(siblingTaken(input.name ?? before.name));
        }
        throw error;
      });
    if (!updated) throw notFound(PLACE_NOT_FOUND);
    if (input.name !== undefined && input.name !== before.name) {
      await this.deps.events.emit('itemsChanged', { ownerId: userId, itemIds: [], householdId });
    }
    return this.get(userId, id);
  }

  /** 404 or 403 before a photo is read, when the user may not change the place. */
  async mayWrite(userId: string, id: string): Promise<void> {
    await this.deps.access.place(userId, id, 'write', PLACE_NOT_FOUND);
  }

  /** A new photo for the place, uploaded as one of the household's images (not read for items). */
  async setPhoto(userId: string, id: string, upload: PlacePhotoUpload): Promise<PlaceDetail> {
    const { householdId } = await this.deps.access.place(userId, id, 'write', PLACE_NOT_FOUND);
    const place = await this.repository.find(householdId, id);
    if (!place) throw notFound(PLACE_NOT_FOUND);
    const now = this.deps.clock.now();
    const photo = await preparePlacePhoto(upload, {
      userId,
      householdId,
      placeName: place.name,
      now,
    });
    const keys = [photo.file.storageKey, photo.file.thumbnailKey!];
    await this.deps.storage.put(keys[0]!, photo.body, photo.file.mimeType);
    await this.deps.storage.put(keys[1]!, photo.thumbnail, 'image/jpeg');
    const saved = await this.repository
      .insertPhoto(householdId, id, photo.file, now)
      .catch(async (error: unknown) => {
        await this.deps.storage.delete(keys).catch(() => undefined);
        throw error;
      });
    if (!saved) {
      await this.deps.storage.delete(keys).catch(() => undefined);
      throw notFound(PLACE_NOT_FOUND);
    }
    return this.get(userId, id);
  }

  /**
   * Deletes a place. One that holds items or places is deleted only when the request says where
   * they go: `move_to` a place (not this one or one inside it), or "none" (items leave their
   * place, sub-places move up).
   */
  async delete(userId: string, id: string, moveTo: string | undefined) {
    const { householdId } = await this.deps.access.place(userId, id, 'write', PLACE_NOT_FOUND);
    const place = await this.repository.find(householdId, id);
    if (!place) throw notFound(PLACE_NOT_FOUND);
    const contents = await this.repository.contents(id);
    if (moveTo === undefined && (contents.items > 0 || contents.places > 0)) {
      throw new AppError(409, PLACE_NOT_EMPTY, 'place_not_empty', {}, contents);
    }
    let target: Parameters<PlacesRepository['delete']>[2] = {
      kind: 'none',
      parentId: place.parentId,
    };
    if (moveTo && moveTo !== 'none') {
      if (!(await this.repository.find(householdId, moveTo))) {
        throw notFound('The place to move the contents to was not found in this household.');
      }
      if (wouldCycle(await this.repository.all(householdId), id, moveTo)) {
        throw new AppError(
          409,
          'The contents cannot move into the place being deleted or a place inside it.',
        );
      }
      target = { kind: 'place', id: moveTo };
    }
    const result = await this.repository
      .delete(householdId, id, target, this.deps.clock.now())
      .catch((error: unknown) => {
        if (error instanceof SiblingNameTaken) {
          throw conflict(
            'A place inside it has the same name as a place where it would move; rename one first.',
          );
        }
        throw error;
      });
    if (!result) throw notFound(PLACE_NOT_FOUND);
    if (result.movedItems.length) {
      await this.deps.events.emit('itemsChanged', {
        ownerId: userId,
        itemIds: result.movedItems,
        householdId,
      });
    }
    return {
      place_id: id,
      moved_items: result.movedItems.length,
      moved_places: result.movedPlaces,
    };
  }
}
