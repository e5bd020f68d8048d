/** How a kind of thing is recognised in an item. */
export interface KindRule {
  /** Words (singular) or phrases of an item's name that make it this kind. */
  words?: string[];
  /** A name holding one of these is not of the kind ("coffee grinder" is no power tool). */
  except?: string[];
  /** Makers whose every product is of the kind (lower case). */
  brands?: string[];
  tags?: string[];
  categories?: string[];
  /** Words of the owner's notes that make an item this kind ("inherited from Nan"). */
  notes?: string[];
  /**
   * WordNet nouns whose kinds are of this kind, by the noun the item's name ends on: a fiddle is
   * a musical instrument though no list names it.
   */
  hypernyms?: string[];
  /** Kinds this one takes in ("electrical" holds every appliance and power tool). */
  include?: string[];
}
