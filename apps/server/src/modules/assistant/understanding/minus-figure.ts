import { NUMBER_WORDS } from '../../../domain/words/number-words.js';

/**
 * "Minus" that leaves something out ("the kitchen minus the fridge"), as a regular-expression
 * source. Before a figure ("minus 30 out there", "minus forty this morning") it is a temperature
 * or a sum, and leaves nothing out.
 */
export const MINUS_NOT_A_FIGURE = `minus(?!\\s+(?:\\d|(?:${Object.keys(NUMBER_WORDS).join('|')})\\b))`;
