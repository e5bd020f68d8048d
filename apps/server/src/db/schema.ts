import {
  ANALYSIS_STATUSES,
  ATTACHMENT_KINDS,
  BORROW_REQUEST_STORED_STATUSES,
  CHAT_FEEDBACK,
  CHAT_MESSAGE_ROLES,
  PERISHABILITY_TYPES,
  SHARE_STATUSES,
  SHARING_TYPES,
  UPLOAD_CONTENT_TYPES,
  VERIFICATION_TYPES,
  type CustomField,
} from '@circle/contract';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name'),
  /** The town or district public views show for this person; null shows no place. */
  publicArea: text('public_area'),
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
  purpose: text('purpose', { enum: VERIFICATION_TYPES }).notNull(),
  tokenHash: text('token_hash').notNull(),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  newEmail: text('new_email'),
  expiresAt: timestamptz('expires_at').notNull(),
  lastSentAt: timestamptz('last_sent_at').notNull().defaultNow(),
  consumedAt: timestamptz('consumed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** Whose limits the token counts against: the account id, or a hash of an unknown address. */
  subject: text('subject'),
  /** The client that asked for it: a new token supersedes only that client's (null: older rows). */
  clientKey: text('client_key'),
});
export type VerificationTokenRow = typeof verificationTokens.$inferSelect;

export const VERIFICATION_PURPOSE_GROUPS = [
  'email_verification',
  'email_change',
  'password_reset',
  'household_invitation',
] as const;
export type VerificationPurposeGroup = (typeof VERIFICATION_PURPOSE_GROUPS)[number];

export const verificationEvents = pgTable('verification_events', {
  id: uuid('id').primaryKey(),
  subject: text('subject').notNull(),
  purposeGroup: text('purpose_group', { enum: VERIFICATION_PURPOSE_GROUPS }).notNull(),
  kind: text('kind', { enum: ['code_attempt', 'code_mail'] }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  /** The requesting client ('' for rows from before clients were told apart). */
  clientKey: text('client_key').notNull().default(''),
});

export const verificationLocks = pgTable(
  'verification_locks',
  {
    subject: text('subject').notNull(),
    purposeGroup: text('purpose_group', { enum: VERIFICATION_PURPOSE_GROUPS }).notNull(),
    lockedUntil: timestamptz('locked_until').notNull(),
    clientKey: text('client_key').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.subject, table.purposeGroup, table.clientKey] })],
);

export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The household it belongs to; when not given, the author's personal household (trigger). */
  householdId: uuid('household_id')
    .notNull()
    .default(sql`null`),
  filename: text('filename').notNull().default('Untitled'),
  contentType: text('content_type', { enum: UPLOAD_CONTENT_TYPES }).notNull(),
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
  analysisStatus: text('analysis_status', { enum: ANALYSIS_STATUSES }).notNull(),
  analysisError: text('analysis_error'),
  /** SHA-256 (hex) of the bytes as uploaded, before any re-encoding. */
  contentSha256: text('content_sha256'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type FileRow = typeof files.$inferSelect;

export const uploadIdempotencyKeys = pgTable(
  'upload_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const inventoryItems = pgTable('inventory_items', {
  id: uuid('id').primaryKey(),
  /** Who added the item. */
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The household it belongs to; when not given, the author's personal household (trigger). */
  householdId: uuid('household_id')
    .notNull()
    .default(sql`null`),
  sourceFileId: uuid('source_file_id').references(() => files.id, { onDelete: 'cascade' }),
  itemName: text('item_name').notNull(),
  itemDescription: text('item_description'),
  itemCategory: text('item_category').notNull(),
  brand: text('brand'),
  condition: text('condition'),
  estimatedValue: numeric('estimated_value', { precision: 14, scale: 2, mode: 'number' }),
  /** The amount as a receipt or list wrote it in another currency, before conversion. */
  originalValue: numeric('original_value', { precision: 18, scale: 2, mode: 'number' }),
  originalCurrency: text('original_currency'),
  quantity: integer('quantity').notNull().default(1),
  location: text('location'),
  tags: text('tags').array().notNull().default([]),
  notes: text('notes'),
  confidenceScore: real('confidence_score').notNull().default(0),
  isVerified: boolean('is_verified').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(false),
  isShareable: boolean('is_shareable').notNull().default(true),
  perishabilityType: text('perishability_type', { enum: PERISHABILITY_TYPES })
    .notNull()
    .default('non-perishable'),
  prominenceScore: real('prominence_score').notNull().default(0),
  visualAreaPercentage: real('visual_area_percentage').notNull().default(0),
  ownershipLikelihood: real('ownership_likelihood').notNull().default(0.5),
  /** The reference an imported item came with; unique per owner (see the import). */
  importRef: text('import_ref'),
  /** The item's own picture: its crop of the source photo, or a photo its owner added. */
  imageKey: text('image_key'),
  imageThumbnailKey: text('image_thumbnail_key'),
  serialNumber: text('serial_number'),
  modelNumber: text('model_number'),
  /** YYYY-MM-DD */
  purchaseDate: date('purchase_date', { mode: 'string' }),
  purchasePrice: numeric('purchase_price', { precision: 14, scale: 2, mode: 'number' }),
  /** YYYY-MM-DD: the last day the warranty covers. */
  warrantyUntil: date('warranty_until', { mode: 'string' }),
  customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
  /** The short id printed on its label ("000-142"); numbered per household by a trigger. */
  assetId: text('asset_id')
    .notNull()
    .default(sql`null`),
  /** The place it lives in; `location` is that place's name (kept in step by a trigger). */
  placeId: uuid('place_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type InventoryItemRow = typeof inventoryItems.$inferSelect;

/** A receipt, manual, warranty card or photo kept with an item; its bytes are in storage. */
export const itemAttachments = pgTable('item_attachments', {
  id: uuid('id').primaryKey(),
  itemId: uuid('item_id')
    .notNull()
    .references(() => inventoryItems.id, { onDelete: 'cascade' }),
  householdId: uuid('household_id').notNull(),
  /** Who attached it. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: ATTACHMENT_KINDS }).notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  thumbnailKey: text('thumbnail_key'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type ItemAttachmentRow = typeof itemAttachments.$inferSelect;

export const shares = pgTable('shares', {
  id: uuid('id').primaryKey(),
  itemId: uuid('item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
  itemName: text('item_name').notNull(),
  /** The household whose item it is; when not given, the item's (trigger). */
  householdId: uuid('household_id'),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
  recipientEmail: text('recipient_email'),
  sharingType: text('sharing_type', { enum: SHARING_TYPES }).notNull(),
  status: text('status', { enum: SHARE_STATUSES }).notNull(),
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
  /** The household whose item it is; when not given, the item's (trigger). */
  householdId: uuid('household_id'),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  requesterId: uuid('requester_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: BORROW_REQUEST_STORED_STATUSES }).notNull(),
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
  role: text('role', { enum: CHAT_MESSAGE_ROLES }).notNull(),
  messageType: text('message_type').notNull(),
  content: text('content').notNull(),
  sources: jsonb('sources'),
  suggestions: jsonb('suggestions').$type<string[]>(),
  feedback: text('feedback', { enum: CHAT_FEEDBACK }),
  processingTimeMs: integer('processing_time_ms'),
  turnContext: jsonb('turn_context'),
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

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  shareId: uuid('share_id').references(() => shares.id, { onDelete: 'set null' }),
  requestId: uuid('request_id').references(() => borrowRequests.id, { onDelete: 'set null' }),
  itemId: uuid('item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
  readAt: timestamptz('read_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type NotificationRow = typeof notifications.$inferSelect;

export const userEvents = pgTable('user_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type UserEventRow = typeof userEvents.$inferSelect;

export const sentReminders = pgTable('sent_reminders', {
  subjectId: uuid('subject_id').notNull(),
  kind: text('kind').notNull(),
  period: integer('period').notNull(),
  sentAt: timestamptz('sent_at').notNull().defaultNow(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
  sentAt: timestamptz('sent_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  loanRemindersByEmail: boolean('loan_reminders_by_email').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const HOUSEHOLD_ROLES = ['owner', 'member', 'viewer'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

export const households = pgTable('households', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  /** The account whose personal household this is (made at sign-up); null for created ones. */
  personalUserId: uuid('personal_user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** The last number given out as an asset id (see allocateAssetId). */
  assetCounter: integer('asset_counter').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type HouseholdRow = typeof households.$inferSelect;

export const householdMembers = pgTable(
  'household_members',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: HOUSEHOLD_ROLES }).notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.householdId, table.userId] })],
);

export const householdInvitations = pgTable('household_invitations', {
  id: uuid('id').primaryKey(),
  householdId: uuid('household_id')
    .notNull()
    .references(() => households.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role', { enum: HOUSEHOLD_ROLES }).notNull(),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  tokenHash: text('token_hash').notNull(),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  expiresAt: timestamptz('expires_at').notNull(),
  acceptedAt: timestamptz('accepted_at'),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: timestamptz('revoked_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
export type HouseholdInvitationRow = typeof householdInvitations.$inferSelect;

/** Where a household keeps things: a tree of places (home → room → shelf → box). */
export const places = pgTable('places', {
  id: uuid('id').primaryKey(),
  householdId: uuid('household_id')
    .notNull()
    .references(() => households.id, { onDelete: 'cascade' }),
  parentId: uuid('parent_id'),
  name: text('name').notNull(),
  description: text('description'),
  /** The place's photo: one of the household's uploaded files. */
  photoFileId: uuid('photo_file_id'),
  /** The short id printed on labels (allocated per household). */
  assetId: text('asset_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type PlaceRow = typeof places.$inferSelect;
