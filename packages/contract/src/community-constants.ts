/**
 * The community's vocabulary as plain values: a module without schemas, so the web app's screens
 * can use them without loading the schema library.
 */
/** The statuses a borrow request shows with (spec §9). */
export const BORROW_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'EXPIRED'] as const;
export type BorrowRequestStatus = (typeof BORROW_REQUEST_STATUSES)[number];
/** A request cancelled by its requester or claimed as a share leaves every list; it is kept. */
export const BORROW_REQUEST_CLOSED_STATUSES = ['CANCELLED', 'CLAIMED'] as const;
/** Every status a stored borrow request can have. */
export const BORROW_REQUEST_STORED_STATUSES = [
  ...BORROW_REQUEST_STATUSES,
  ...BORROW_REQUEST_CLOSED_STATUSES,
] as const;
export type StoredBorrowRequestStatus = (typeof BORROW_REQUEST_STORED_STATUSES)[number];
export const BORROW_REQUEST_ACTIONS = ['APPROVE', 'DENY'] as const;
