import type { PublicItem, PublicItemsPage } from '@circle/contract';
import type { Storage } from '../../adapters/storage/storage.js';
import { displayName } from '../../lib/display-name.js';
import { FileUrlSigner, pictureOf } from '../../lib/file-urls.js';
import { pageNumbers } from '../../lib/pagination.js';
import { notFound } from '../../lib/app-error.js';
import type {
  PublicFacetValues,
  PublicItemRow,
  PublicItemsQuery,
  PublicItemsRepository,
} from '../inventory/index.js';

type Facets = PublicFacetValues;

export const PUBLIC_ITEM_NOT_FOUND = 'Public item not found';

const FACET_TTL_MS = 30_000;
const FACET_LIMIT = 100;

/**
 * Discovery of the items their owners made public: never anything private, the owner's place
 * only as the town or district they chose to show, images through signed URLs that expire.
 */
export interface PublicItemsDeps {
  repository: PublicItemsRepository;
  storage: Storage;
}

export class PublicItems {
  private facets: { value: Facets; until: number } | undefined;

  private readonly repository: PublicItemsRepository;
  private readonly storage: Storage;

  constructor(deps: PublicItemsDeps) {
    this.repository = deps.repository;
    this.storage = deps.storage;
  }

  private refreshing: Promise<Facets> | undefined;
  /** Bumped by every invalidation: a computation started before it must not be kept. */
  private generation = 0;

  /**
   * Facets follow the category picked: its brands, conditions and places, so a brand chosen
   * after a category narrows the list. The categories stay all of them, to switch between.
   */
  private async facetsFor(category?: string): Promise<Facets> {
    const all = await this.everyFacet();
    if (!category) return all;
    const within = await this.repository.facetValuesIn(category, FACET_LIMIT);
    return { ...all, ...within };
  }

  /**
   * Facets describe every public item and change slowly: they are kept for 30 s, and once stale
   * they are served while a fresh set is computed in the background. A change of what is public
   * drops them (see invalidate), so a newly published item's category shows at once.
   */
  private async everyFacet(): Promise<Facets> {
    const cached = this.facets;
    if (cached && cached.until > Date.now()) return cached.value;
    this.refreshing ??= this.loadFacets(this.generation).finally(() => {
      this.refreshing = undefined;
    });
    if (cached) {
      this.refreshing.catch(() => undefined);
      return cached.value;
    }
    return this.refreshing;
  }

  private async loadFacets(generation: number): Promise<Facets> {
    const value: Facets = await this.repository.facetValues(FACET_LIMIT);
    if (generation === this.generation) {
      this.facets = { value, until: Date.now() + FACET_TTL_MS };
    }
    return value;
  }

  /**
   * What is public changed (an item published, hidden, edited or deleted): the next page
   * computes the facets afresh instead of serving the stale set, and a computation already
   * running is neither awaited nor kept.
   */
  invalidate() {
    this.facets = undefined;
    this.refreshing = undefined;
    this.generation += 1;
  }

  /** One public item as Discover shows it; 404 unless its owner made it public. */
  async one(viewerId: string, id: string): Promise<PublicItem> {
    const [row, own] = await Promise.all([
      this.repository.findPublic(id),
      this.repository.householdsOf(viewerId),
    ]);
    if (!row) throw notFound(PUBLIC_ITEM_NOT_FOUND);
    return this.present(row, new FileUrlSigner(this.storage), own);
  }

  /**
   * A public item as the viewer sees it: the owner's place only as their chosen area, a shared
   * household's item under the household's name, and the items of the viewer's own households
   * (whoever added them) as their own, never to be requested.
   */
  private async present(
    row: PublicItemRow,
    signer: FileUrlSigner,
    ownHouseholds: Set<string>,
  ): Promise<PublicItem> {
    const isOwn = ownHouseholds.has(row.householdId);
    const picture = pictureOf(row, row.source);
    const image = picture ? await signer.urlsOf(picture) : null;
    return {
      id: row.id,
      item_name: row.itemName,
      item_description: row.itemDescription,
      item_category: row.itemCategory,
      brand: row.brand,
      estimated_value: row.estimatedValue,
      condition: row.condition,
      // Only the area the owner chose to show: an item's own location names a room or street.
      location: row.ownerArea,
      tags: row.tags,
      confidence_score: Number(row.confidenceScore.toFixed(4)),
      is_verified: row.isVerified,
      perishability_type: row.perishabilityType,
      estimated_expiry_date: null,
      prominence_score: Number(row.prominenceScore.toFixed(4)),
      owner_name: row.householdName ?? displayName({ name: row.ownerName, email: row.ownerEmail }),
      owner_location: row.ownerArea,
      image_url: image?.url ?? null,
      thumbnail_url: image?.thumbnailUrl ?? image?.url ?? null,
      image_expires_at: image?.expiresAt.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      is_shareable: row.isShareable,
      is_available: row.isShareable && !row.lentOut && !isOwn,
      is_own: isOwn,
      sharing_types_available: row.isShareable ? ['BORROW'] : [],
    };
  }

  async page(viewerId: string, query: PublicItemsQuery): Promise<PublicItemsPage> {
    const [{ rows, total }, facets, own] = await Promise.all([
      this.repository.page(query),
      this.facetsFor(query.category),
      this.repository.householdsOf(viewerId),
    ]);
    const signer = new FileUrlSigner(this.storage);
    const items = await Promise.all(rows.map((row) => this.present(row, signer, own)));
    return {
      items,
      ...pageNumbers(total, query.page, query.per_page),
      available_categories: facets.categories,
      available_brands: facets.brands,
      available_conditions: facets.conditions,
      available_locations: facets.locations,
      value_range: facets.valueRange,
    };
  }
}
