import {
  confidenceOf,
  NO_LIKELY_READING,
  SURE_ENOUGH,
  type Doubt,
} from '../understanding/doubts.js';
import type { Reply } from './turn.js';
import { askAboutEvidence } from '../understanding/evidence-doubts.js';

const HEDGED = new Set(['clarify', 'not_found', 'out_of_scope']);
const STATES_FIGURE = /\$\d|\b\d+ (?:items?|pieces)\b/;

const quoted = (words: string[]) => words.map((word) => `"${word}"`).join(', ');

/** What a question asking "when", "who" or to compare, answered otherwise, asks back. */
const ASKED_AGAIN: Record<string, string> = {
  when: 'You asked when, but I could not tell which date you mean: when it was added, or when it is due back?',
  who: 'You asked who, but I could not tell of what: who has it on loan, or who added it?',
  worth: 'You asked what it is worth, but I read another detail: did you want its value instead?',
  compare:
    'You asked to compare, but I found only one side: compared with which room, category or earlier answer?',
};

/** The question put to the owner about one doubt. */
function askAbout(doubt: Doubt): string {
  switch (doubt.kind) {
    case 'unplaced':
      return `I left out ${quoted(doubt.words)}, as I don't know that here: did you mean something by it I should look for?`;
    case 'narrowed':
      return `I could not narrow that by ${quoted(doubt.words)}, so this is all of them: did you mean only some, and which?`;
    case 'joined':
      return `I read that as only what is ${doubt.words.join(' and in ')} at once: or did you mean ${doubt.words.join(' plus everything in ')} together?`;
    case 'number':
      return `I read ${quoted(doubt.words)} as ${doubt.words.length > 1 ? 'amounts' : 'an amount'}: is that right?`;
    case 'scattered':
      return `I put ${quoted(doubt.words)} together from words you said apart: is that the thing you meant, or something else?`;
    case 'amount':
      return `I did not use ${doubt.words.join(' and ')} in that: did you mean only things worth more or less than that?`;
    case 'asked':
      return (
        ASKED_AGAIN[doubt.words[0] ?? ''] ??
        'Is that what you asked, or did you want something else?'
      );
    case 'pointer':
      return 'Which item do you mean? Tell me its name and I will look it up.';
    default:
      return askAboutEvidence(doubt);
  }
}

/**
 * An answer from a doubtful reading keeps its one likely figure but asks whether that reading is
 * the one meant, as a question to the owner (intent `clarify`), so no figure is stated as a fact
 * on a guess. An answer already asking or stating no figure is left as it is.
 */
export function hedged(reply: Reply, doubts: Doubt[]): Reply {
  const confidence = confidenceOf(doubts);
  if (confidence >= SURE_ENOUGH) return reply;
  if (HEDGED.has(reply.intent) || !STATES_FIGURE.test(reply.response)) return reply;
  const unplaced = doubts.find((doubt) => doubt.kind === 'unplaced');
  if (confidence < NO_LIKELY_READING && unplaced) return askAboutUnplaced(unplaced.words);
  const questions = [...doubts]
    .sort((a, b) => Number(a.kind === 'number') - Number(b.kind === 'number'))
    .map(askAbout);
  return { ...reply, response: `${reply.response}\n${questions.join(' ')}`, intent: 'clarify' };
}

/** A thing was named that nothing matched: any figure would be another thing's, so only ask. */
function askAboutUnplaced(words: string[]): Reply {
  return {
    response: `I don't know ${quoted(words)} among your things, so I can't give a figure for it. Is it called something else in your inventory, or is it not added yet?`,
    items: [],
    intent: 'clarify',
    strategy: 'retrieval',
    totalMatches: 0,
    unresolved: true,
  };
}

/** "How much is it?" with nothing said before: no reading is likely, so only ask. */
export function askWhatIsMeant(afterAskingBack = false): Reply {
  return {
    response: afterAskingBack
      ? 'Which ones do you mean? My last answer asked you something instead of listing items: tell me the name, room or category first.'
      : 'Which item do you mean? I have nothing from before to go on: tell me its name, a room or a category.',
    items: [],
    intent: 'clarify',
    strategy: 'conversation',
    totalMatches: 0,
    unresolved: true,
  };
}
