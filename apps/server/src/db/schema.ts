import {
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name'),
  isVerified: boolean('is_verified').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  userAgent: text('user_agent'),
  ipAddress: text('ip_address'),
});
export type SessionRow = typeof sessions.$inferSelect;

export const verificationTokens = pgTable('verification_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', {
    enum: ['registration', 'login', 'email_change', 'password_reset'],
  }).notNull(),
  tokenHash: text('token_hash').notNull(),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  newEmail: text('new_email'),
  expiresAt: timestamptz('expires_at').notNull(),
  lastSentAt: timestamptz('last_sent_at').notNull().defaultNow(),
  consumedAt: timestamptz('consumed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type VerificationTokenRow = typeof verificationTokens.$inferSelect;

export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull().default('Untitled'),
  contentType: text('content_type', { enum: ['image', 'text'] }).notNull(),
  mimeType: text('mime_type').notNull(),
  fileSize: integer('file_size').notNull(),
  storageKey: text('storage_key').notNull(),
  thumbnailKey: text('thumbnail_key'),
  width: integer('width'),
  height: integer('height'),
  description: text('description'),
  location: text('location'),
  textContent: text('text_content'),
  aiDescription: text('ai_description'),
  analysisStatus: text('analysis_status', { enum: ['completed', 'failed'] }).notNull(),
  analysisError: text('analysis_error'),
  /** SHA-256 (hex) of the bytes as uploaded, before any re-encoding. */
  contentSha256: text('content_sha256'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type FileRow = typeof files.$inferSelect;

export const inventoryItems = pgTable('inventory_items', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sourceFileId: uuid('source_file_id').references(() => files.id, { onDelete: 'cascade' }),
  itemName: text('item_name').notNull(),
  itemDescription: text('item_description'),
  itemCategory: text('item_category').notNull(),
  brand: text('brand'),
  condition: text('condition'),
  estimatedValue: numeric('estimated_value', { precision: 14, scale: 2, mode: 'number' }),
  quantity: integer('quantity').notNull().default(1),
  location: text('location'),
  tags: text('tags').array().notNull().default([]),
  notes: text('notes'),
  confidenceScore: real('confidence_score').notNull().default(0),
  isVerified: boolean('is_verified').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(false),
  isShareable: boolean('is_shareable').notNull().default(true),
  perishabilityType: text('perishability_type', { enum: ['perishable', 'non-perishable'] })
    .notNull()
    .default('non-perishable'),
  prominenceScore: real('prominence_score').notNull().default(0),
  visualAreaPercentage: real('visual_area_percentage').notNull().default(0),
  ownershipLikelihood: real('ownership_likelihood').notNull().default(0.5),
  /** The item's own picture: its crop of the source photo, or a photo its owner added. */
  imageKey: text('image_key'),
  imageThumbnailKey: text('image_thumbnail_key'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type InventoryItemRow = typeof inventoryItems.$inferSelect;

export const shares = pgTable('shares', {
  id: uuid('id').primaryKey(),
  itemId: uuid('item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
  itemName: text('item_name').notNull(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
  recipientEmail: text('recipient_email'),
  sharingType: text('sharing_type', { enum: ['BORROW', 'DONATE'] }).notNull(),
  status: text('status', {
    enum: ['PENDING', 'CLAIMED', 'RETURNED', 'COMPLETED', 'DECLINED', 'CANCELLED'],
  }).notNull(),
  shareToken: text('share_token').notNull(),
  notes: text('notes'),
  claimMessage: text('claim_message'),
  responseMessage: text('response_message'),
  expectedReturnDate: date('expected_return_date', { mode: 'string' }),
  expiresAt: timestamptz('expires_at').notNull(),
  claimedAt: timestamptz('claimed_at'),
  returnedAt: timestamptz('returned_at'),
  completedAt: timestamptz('completed_at'),
  lastReminderAt: timestamptz('last_reminder_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type ShareRow = typeof shares.$inferSelect;

export const borrowRequests = pgTable('borrow_requests', {
  id: uuid('id').primaryKey(),
  itemId: uuid('item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
  itemName: text('item_name').notNull(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  requesterId: uuid('requester_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', {
    enum: ['PENDING', 'APPROVED', 'DENIED', 'EXPIRED', 'CANCELLED', 'CLAIMED'],
  }).notNull(),
  message: text('message'),
  responseMessage: text('response_message'),
  expectedReturnDate: date('expected_return_date', { mode: 'string' }),
  shareId: uuid('share_id').references(() => shares.id, { onDelete: 'set null' }),
  expiresAt: timestamptz('expires_at').notNull(),
  respondedAt: timestamptz('responded_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type BorrowRequestRow = typeof borrowRequests.$inferSelect;

export const userBadges = pgTable('user_badges', {
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  badge: text('badge').notNull(),
  earnedAt: timestamptz('earned_at').notNull(),
});

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  feedbackType: text('feedback_type').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  rating: integer('rating'),
  wouldRecommend: boolean('would_recommend'),
  followUpRequested: boolean('follow_up_requested').notNull().default(false),
  userEmail: text('user_email'),
  userName: text('user_name'),
  screenshotKey: text('screenshot_key'),
  context: jsonb('context').$type<Record<string, string>>().notNull().default({}),
  clientAddress: text('client_address'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type FeedbackRow = typeof feedback.$inferSelect;

export const chatMessages = pgTable('chat_messages', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['user', 'assistant'] }).notNull(),
  messageType: text('message_type').notNull(),
  content: text('content').notNull(),
  sources: jsonb('sources'),
  suggestions: jsonb('suggestions').$type<string[]>(),
  feedback: text('feedback', { enum: ['thumbs_up', 'thumbs_down'] }),
  processingTimeMs: integer('processing_time_ms'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type ChatMessageRow = typeof chatMessages.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const itemEmbeddings = pgTable('item_embeddings', {
  itemId: uuid('item_id')
    .primaryKey()
    .references(() => inventoryItems.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  model: text('model').notNull(),
  textHash: text('text_hash').notNull(),
  vector: bytea('vector').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
