/**
 * The community's vocabulary as plain values: a module without schemas, so the web app's screens
 * can use them without loading the schema library.
 */
/** The statuses a borrow request shows with (spec §9). */
export const BORROW_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'EXPIRED'] as const;
export type BorrowRequestStatus = (typeof BORROW_REQUEST_STATUSES)[number];
/**
 * A request cancelled by its requester leaves every list; one claimed as a share leaves the
 * owner's (the loan is in their shares) and stays in the requester's Sent list. Both are kept.
 */
export const BORROW_REQUEST_CLOSED_STATUSES = ['CANCELLED', 'CLAIMED'] as const;
/** What the requester's Sent list shows: a claimed request stays there, as claimed. */
export const BORROW_REQUEST_LISTED_STATUSES = [...BORROW_REQUEST_STATUSES, 'CLAIMED'] as const;
export type ListedBorrowRequestStatus = (typeof BORROW_REQUEST_LISTED_STATUSES)[number];
/** Every status a stored borrow request can have. */
export const BORROW_REQUEST_STORED_STATUSES = [
  ...BORROW_REQUEST_STATUSES,
  ...BORROW_REQUEST_CLOSED_STATUSES,
] as const;
export type StoredBorrowRequestStatus = (typeof BORROW_REQUEST_STORED_STATUSES)[number];
export const BORROW_REQUEST_ACTIONS = ['APPROVE', 'DENY'] as const;
