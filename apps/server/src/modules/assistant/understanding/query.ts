/** What a question asks, as the parser understands it; every answer is computed from this. */
export type Operation =
  | 'total'
  | 'count'
  | 'average'
  | 'list'
  | 'rank'
  | 'field'
  | 'compare'
  | 'loans'
  | 'advice'
  | 'categories'
  | 'describe'
  | 'help'
  | 'greeting'
  | 'image'
  | 'out_of_scope'
  | 'unknown';

export type Field =
  | 'location'
  | 'brand'
  | 'condition'
  | 'value'
  | 'quantity'
  | 'notes'
  | 'tags'
  | 'holder'
  | 'due'
  | 'added'
  | 'category';

export type Advice =
  'insure' | 'sell' | 'missing_value' | 'missing_photo' | 'overdue' | 'duplicates';

/** A member of the household the question is about, as the assistant may name them. */
export interface MemberName {
  id: string;
  /** Full name, or the e-mail's name part when they gave none. */
  name: string;
  /** The member asking ("what did I add"). */
  isAsker?: boolean;
}

export interface ValueBound {
  amount: number;
  inclusive: boolean;
}

export interface Filters {
  categories: string[];
  locations: string[];
  /** Places the set leaves out ("not counting the garage"). */
  locationsLeftOut?: string[] | undefined;
  /** Category and room came from one word ("kitchen stuff"): either one matches. */
  categoryOrLocation?: boolean;
  brands: string[];
  conditions: string[];
  valueMin?: ValueBound | undefined;
  valueMax?: ValueBound | undefined;
  isPublic?: boolean | undefined;
  isShareable?: boolean | undefined;
  lent?: boolean | undefined;
  /** ISO date: added on or after. */
  addedSince?: string | undefined;
  addedLabel?: string | undefined;
  /** Ids of the household members who added the items ("what did Sam add"). */
  addedBy?: string[] | undefined;
  addedByLabel?: string | undefined;
  /** false: only items without a photo ("which of those are in the kitchen" after them). */
  photographed?: boolean | undefined;
  /** false: only items without an estimated value. */
  valued?: boolean | undefined;
}

export interface SetQuery {
  filters: Filters;
  /** Words naming items ("chairs", "dutch oven"), already corrected for typos. */
  phrase: string[];
  /** The phrase split where the question joined names with "and"/"or": each names its own items. */
  groups?: string[][] | undefined;
  /** Words naming what is left out of the set ("not counting the mower"). */
  excluded?: string[] | undefined;
  /** The names were joined by "or" ("lamps or lights"): other words for one thing. */
  alternatives?: boolean | undefined;
}

export interface ParsedQuery extends SetQuery {
  operation: Operation;
  field?: Field | undefined;
  order?: 'value_desc' | 'value_asc' | 'newest' | 'oldest' | undefined;
  /** 1-based position for "the second most expensive". */
  rank?: number | undefined;
  /** How many for "top 5". */
  limit?: number | undefined;
  loans?: 'lent' | 'borrowed' | 'overdue' | 'all' | undefined;
  /** "Which one is due back last", "which aren't due yet": open loans by their return date. */
  loanDue?: LoanDue | undefined;
  advice?: Advice | undefined;
  /** Amount to reach when selling, or the insurance threshold. */
  amount?: number | undefined;
  /** "And under?" after "over $500": the bound turned the other way. */
  flipBound?: 'below' | 'above' | undefined;
  /** "By count" after a comparison by value: the same sets, measured the other way. */
  byMeasure?: 'value' | 'count' | undefined;
  /** "Which one's bigger?" after two sets were answered: those two, side by side. */
  versusEarlier?: boolean | undefined;
  /** Asked what selling a set would raise ("if I sold the tools, how much"), not what to sell. */
  sellProceeds?: boolean | undefined;
  /** Asked how much to insure for ("the sum insured"), not which items to list. */
  sumInsured?: boolean | undefined;
  compare?: { left: SetQuery; right: SetQuery; by: 'value' | 'count' } | undefined;
  /** "What percentage of our stuff is jewellery": the left set as a part of the right, the whole. */
  share?: boolean | undefined;
  /** The question points back: "it", "that one" (0) or "the second one" (2). */
  reference?: { position: number; pair?: boolean } | undefined;
  /** A follow-up that only changes a filter ("and in the garage?"). */
  continuation?: boolean;
  /** Words the parser could not place; they make the answer ask rather than guess. */
  unknown: string[];
  /** Words explained as talk or context ("basically", "for the claim form"), not searched for. */
  ignored?: string[] | undefined;
  /** Names the owner capitalised that are none of their words ("Alex"): people a loan may be with. */
  people?: string[] | undefined;
  /** "Vs the living room?": the question sets a set beside the previous answer's set. */
  versusPrevious?: boolean | undefined;
  /** "Of those", "which of them": the question narrows the previous answer's set. */
  ofPrevious?: boolean | undefined;
  /** "Ok now include the bass": the previous set with the things named now added to it. */
  addsToPrevious?: boolean | undefined;
  /** "The 3 bikes", "both helmets": how many things the owner says the set holds. */
  statedCount?: number | undefined;
  /** Typo corrections made, typed → known. */
  corrections: Record<string, string>;
}

export const emptyFilters = (): Filters => ({
  categories: [],
  locations: [],
  brands: [],
  conditions: [],
});

export function hasFilters(filters: Filters): boolean {
  return (
    filters.categories.length > 0 ||
    filters.locations.length > 0 ||
    filters.brands.length > 0 ||
    filters.conditions.length > 0 ||
    filters.valueMin !== undefined ||
    filters.valueMax !== undefined ||
    filters.isPublic !== undefined ||
    filters.isShareable !== undefined ||
    filters.lent !== undefined ||
    filters.addedSince !== undefined ||
    filters.addedBy !== undefined ||
    filters.photographed !== undefined ||
    filters.valued !== undefined
  );
}

/** The loan due back first, the one due back last, or those not due yet. */
export type LoanDue = 'first' | 'last' | 'pending';
