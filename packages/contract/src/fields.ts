import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants.js';

/** Fields several request bodies share. */
export const isoDate = z.iso.date({ message: 'Please use YYYY-MM-DD format' });
export const message = z.string().trim().max(MESSAGE_MAX_LENGTH);
