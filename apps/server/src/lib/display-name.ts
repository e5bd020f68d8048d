import { NEUTRAL_MEMBER_NAME } from '@circle/contract';

export interface NamedPerson {
  name: string | null;
  email: string;
}

/**
 * How a person is named to others: their full name, else a neutral name. Never a part of their
 * e-mail address, which would tell others where to write to them.
 */
export function displayName(person: NamedPerson): string;
export function displayName(person: NamedPerson | null): string | null;
export function displayName(person: NamedPerson | null): string | null {
  if (!person) return null;
  return person.name?.trim() || NEUTRAL_MEMBER_NAME;
}
