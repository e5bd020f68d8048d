/** Business constants of spec §9, shared by the server and the web app. */
export const APP_VERSION = '1.0.0';
export const APP_NAME = 'Circle';

export const TIMEOUTS = {
  apiMs: 30_000,
  uploadMs: 180_000,
  uploadTimeoutToastMs: 6_000,
  toastSuccessMs: 2_000,
  toastErrorMs: 3_000,
} as const;

export const VERIFICATION = {
  codeLength: 6,
  tokenLifetimeSeconds: 1800,
  resendCooldownSeconds: 60,
  maxWrongCodes: 5,
} as const;

export const PASSWORD = { minLength: 8, maxLength: 128 } as const;
export const FULL_NAME = { minLength: 2, maxLength: 100 } as const;
/** The town or district a person shows on their public items and share pages. */
export const PUBLIC_AREA = { maxLength: 60 } as const;
/** How a person without a full name is named to others (never a part of their e-mail). */
export const NEUTRAL_MEMBER_NAME = 'A Circle member';

export const PAGE_SIZES = {
  files: 20,
  inventory: 20,
  dashboardRecentItems: 5,
  categoryList: 200,
  inventoryLookup: 100,
  contacts: 50,
  chatHistory: 10,
  chatFirstPage: 5,
  discovery: 20,
} as const;

export const MESSAGE_MAX_LENGTH = 500;

/** Characters of a text document's content carried by file lists (the one-file call has all). */
export const TEXT_EXCERPT_CHARS = 280;
/** The default upload limit (the server's UPLOAD_MAX_BYTES): 20 MB. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const TAB_BAR_HEIGHT = 70;
export const IMAGE_RETRY_LIMIT = 2;
export const IMAGE_MAX_ZOOM = 3;

export const VERIFICATION_TYPES = [
  'registration',
  'login',
  'email_change',
  'password_reset',
] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

export const LOCATION_PRESETS = [
  'Home',
  'Kitchen',
  'Laundry',
  'Garage',
  'Bedroom',
  'Living Room',
  'Office',
  'Storage',
  'Basement',
  'Attic',
  'Closet',
  'Pantry',
  'Bathroom',
] as const;

export const CATEGORIES = [
  'electronics',
  'jewelry',
  'clothing',
  'furniture',
  'books',
  'art',
  'collectibles',
  'documents',
  'tools',
  'kitchenware',
  'household items',
  'home textiles',
  'cleaning supplies',
  'decor',
  'storage',
  'chemical_perishable',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CONDITIONS = ['new', 'excellent', 'good', 'fair', 'poor'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Inventory list filters and sort keys. */
export const SHARING_STATUS_FILTERS = ['owned', 'borrowed', 'lent'] as const;
export const INVENTORY_SORT_FIELDS = [
  'date',
  'value',
  'name',
  'confidence',
  'category',
  'condition',
  'room',
] as const;
