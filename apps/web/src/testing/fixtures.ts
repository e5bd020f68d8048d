import type {
  BorrowRequest,
  InventoryItem,
  Notification,
  PublicItem,
  PublicItemsPage,
  Share,
  SharingInfo,
  User,
} from '@circle/contract';

/** Test data shaped as the server answers, with the fields a test cares about overridden. */

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    public_area: null,
    is_verified: true,
    created_at: '2025-03-14T10:00:00Z',
    ...overrides,
  };
}

/** The session facts the profile screen shows for `user`. */
export function userStatsOf(user: User, activeTokens = 1) {
  return {
    active_tokens: activeTokens,
    created_at: user.created_at,
    is_verified: user.is_verified,
    email: user.email,
  };
}

export function aPagination(total: number, limit = 200) {
  return {
    total,
    limit,
    offset: 0,
    current_page: 1,
    total_pages: 1,
    has_next: false,
    has_previous: false,
  };
}

export function anItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: 'i1',
    user_id: 'u-alice',
    household_id: 'h-alice',
    asset_id: '000-001',
    added_by: { id: 'u-alice', full_name: 'Alice' },
    source_file_id: null,
    file_record_id: null,
    item_name: 'Cordless drill',
    item_description: 'Two batteries',
    item_category: 'tools',
    brand: 'DeWalt',
    condition: 'good',
    estimated_value: 149,
    quantity: 1,
    location: 'Garage',
    place_id: null,
    place_path: null,
    tags: ['tools'],
    notes: null,
    confidence_score: 0.95,
    is_verified: false,
    is_public: false,
    is_shareable: true,
    source_image_url: null,
    source_image_expires_at: null,
    image_url: null,
    thumbnail_url: null,
    perishability_type: 'non-perishable',
    prominence_score: 0.5,
    visual_area_percentage: 0.2,
    ownership_likelihood: 0.9,
    serial_number: null,
    model_number: null,
    purchase_date: null,
    purchase_price: null,
    warranty_until: null,
    custom_fields: [],
    created_at: '2025-11-01T10:00:00Z',
    updated_at: '2025-11-01T10:00:00Z',
    sharing_info: null,
    ...overrides,
  };
}

/** An item typed in by hand: no brand or description, a few of them in the kitchen. */
export function aHandAddedItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return anItem({
    user_id: 'u-bob',
    item_name: 'Coffee mug',
    item_description: null,
    item_category: 'kitchen',
    brand: null,
    estimated_value: 12,
    quantity: 3,
    location: 'Kitchen',
    tags: [],
    confidence_score: 0.9,
    visual_area_percentage: 0,
    ...overrides,
  });
}

export function aSharingInfo(overrides: Partial<SharingInfo> = {}): SharingInfo {
  return {
    is_borrowed: false,
    borrowed_from_name: null,
    borrow_expected_return: null,
    is_shared: false,
    sharing_status: null,
    sharing_type: null,
    shared_with_name: null,
    expected_return_date: null,
    returned_at: null,
    can_send_reminder: false,
    share_id: 's1',
    sharing_history: [],
    ...overrides,
  };
}

export function aShare(overrides: Partial<Share> = {}): Share {
  return {
    share_id: 's1',
    item_id: 'i1',
    item_name: 'Cordless drill',
    item_image_url: null,
    item_category: 'tools',
    sharing_type: 'BORROW',
    status: 'PENDING',
    notes: null,
    created_at: '2025-11-01T10:00:00Z',
    updated_at: '2025-11-01T10:00:00Z',
    shared_with: null,
    shared_by: { id: 'u-alice', name: 'Alice Baker', email: 'alice@example.com' },
    expected_return_date: '2030-01-10',
    claimed_at: null,
    returned_at: null,
    completed_at: null,
    share_token: 'tok',
    share_url: 'http://localhost/share/tok',
    expires_at: '2030-01-03T00:00:00Z',
    can_send_reminder: false,
    last_reminder_at: null,
    claim_message: null,
    ...overrides,
  };
}

export function aBorrowRequest(overrides: Partial<BorrowRequest> = {}): BorrowRequest {
  return {
    id: 'r1',
    request_id: 'r1',
    item_id: 'i1',
    item_name: 'Trek bike',
    item_image_url: null,
    item_category: 'sports',
    requester_name: 'Bob Carter',
    owner_name: 'Alice Baker',
    created_at: '2025-11-20T10:00:00Z',
    expires_at: '2025-11-27T10:00:00Z',
    days_until_expiry: 5,
    status: 'PENDING',
    message: 'Weekend trip?',
    response_message: null,
    expected_return_date: null,
    claimable: false,
    share_url: null,
    ...overrides,
  };
}

export function aPublicItem(overrides: Partial<PublicItem> = {}): PublicItem {
  return {
    id: 'p1',
    is_own: false,
    item_name: 'Trek bike',
    item_description: null,
    item_category: 'sports',
    brand: 'Trek',
    estimated_value: 1050,
    condition: 'good',
    location: null,
    tags: [],
    confidence_score: 0.95,
    is_verified: true,
    perishability_type: 'non-perishable',
    estimated_expiry_date: null,
    prominence_score: 0.5,
    owner_name: 'Alice Baker',
    owner_location: 'Berlin',
    image_url: null,
    thumbnail_url: null,
    image_expires_at: null,
    created_at: '2025-11-20T10:00:00Z',
    updated_at: '2025-11-20T10:00:00Z',
    is_shareable: true,
    is_available: true,
    sharing_types_available: ['BORROW'],
    ...overrides,
  };
}

export function aPublicItemsPage(
  items: PublicItem[],
  overrides: Partial<PublicItemsPage> = {},
): PublicItemsPage {
  return {
    items,
    page: 1,
    per_page: 20,
    total_items: items.length,
    total_pages: 1,
    has_next: false,
    has_prev: false,
    available_categories: ['sports', 'tools', 'books', 'art', 'decor', 'storage', 'jewelry'],
    available_brands: ['Trek'],
    available_conditions: ['good'],
    available_locations: ['Berlin'],
    value_range: { min: 0, max: 1050 },
    ...overrides,
  };
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    kind: 'share_claimed',
    title: 'Ben claimed "Drill"',
    body: 'They are borrowing it until 2026-12-01.',
    share_id: 's1',
    request_id: null,
    item_id: 'i1',
    read: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}
