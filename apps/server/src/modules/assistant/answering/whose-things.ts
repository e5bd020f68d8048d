import { asAlternatives } from '../alternatives.js';
import { isSomeonesRoom } from '../understanding/room-owners.js';
import { signerOf } from '../understanding/speaker-room.js';
import type { Reply, Turn } from './turn.js';

/** "My own things", "my own stuff": the asker's belongings set apart from the rest of the home's. */
const MY_OWN_THINGS = /\bmy own (?:things|stuff|belongings|items|possessions)\b/i;

/** "Which of my things …", "what of my stuff …": a pick from the asker's belongings. */
const PICK_OF_MY_THINGS =
  /\b(?:which|what|any) of my (?:things|stuff|belongings|items|possessions)\b/i;

/**
 * What the question says of the asker's own belongings, when that cannot be the whole inventory:
 * "my own things", or "which of my things" bounded by a value. On a single owner's account both
 * mean everything; where rooms belong to different people they mean one person's share.
 */
function saidOwnThings(turn: Turn): string | undefined {
  const { question } = turn.context;
  const own = MY_OWN_THINGS.exec(question)?.[0];
  if (own) return own.toLowerCase().replace(/^my own /, 'my ');
  const { valueMin, valueMax } = turn.query.filters;
  if (valueMin === undefined && valueMax === undefined) return undefined;
  return PICK_OF_MY_THINGS.exec(question)?.[0]
    .toLowerCase()
    .replace(/^\w+ of /, '');
}

/**
 * "Which of my things are worth over 500?" on an account a family shares, unsigned and with no
 * room named: whose share is meant cannot be known, so the answer asks rather than summing
 * everyone's belongings as the asker's.
 */
export async function askWhoseThings(turn: Turn): Promise<Reply | undefined> {
  if (turn.query.filters.locations.length > 0) return undefined;
  if (signerOf(turn.context.question)) return undefined;
  const said = saidOwnThings(turn);
  if (!said) return undefined;
  const { locations } = await turn.context.facts.vocabulary();
  const rooms = locations.filter(isSomeonesRoom);
  if (rooms.length === 0) return undefined;
  return {
    response: `Whose things do you mean? Everyone here shares this inventory, so "${said}" could be the things in ${asAlternatives(rooms)}; tell me the name, or sign the question ("… ${said}, this is Sam").`,
    items: [],
    intent: 'clarify',
    strategy: 'retrieval',
    totalMatches: 0,
    unresolved: true,
  };
}
