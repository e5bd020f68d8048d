import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';

/** The `household_id` form field of uploads and imports: an id, or absent for the personal one. */
export function householdField(text: string | undefined): string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError(422, 'household_id must be the id of a household.');
  return parsed.data;
}
