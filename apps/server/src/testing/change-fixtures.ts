import type { RequestChange, ShareChange } from '../lib/domain-events.js';

/** A loan's `sharesChanged` event for unit tests: Olga lends Ben a drill. */
export const shareChangeFixture = (overrides: Partial<ShareChange> = {}): ShareChange => ({
  change: 'claimed',
  shareId: 'share-1',
  itemId: 'item-1',
  itemName: 'Drill',
  sharingType: 'BORROW',
  ownerId: 'owner',
  ownerName: 'Olga',
  recipientId: 'borrower',
  recipientName: 'Ben',
  expectedReturnDate: '2026-12-01',
  ownerEmail: 'olga@example.com',
  recipientEmail: 'ben@example.com',
  invitedEmail: null,
  shareToken: 'token-1',
  notes: null,
  claimMessage: null,
  ...overrides,
});

/** A `requestsChanged` event for unit tests: Rita asks Olga for her kayak. */
export const requestChangeFixture = (overrides: Partial<RequestChange> = {}): RequestChange => ({
  change: 'created',
  requestId: 'request-1',
  itemId: 'item-1',
  itemName: 'Kayak',
  ownerId: 'owner',
  ownerName: 'Olga',
  requesterId: 'requester',
  requesterName: 'Rita',
  shareId: null,
  ownerEmail: 'olga@example.com',
  requesterEmail: 'rita@example.com',
  message: null,
  responseMessage: null,
  expectedReturnDate: null,
  expiresAt: '2026-12-04T12:00:00.000Z',
  shareToken: null,
  ...overrides,
});
