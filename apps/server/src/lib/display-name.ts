export interface NamedPerson {
  name: string | null;
  email: string;
}

/** How a person is named to others: their name, else the part of their e-mail before the @. */
export function displayName(person: NamedPerson): string;
export function displayName(person: NamedPerson | null): string | null;
export function displayName(person: NamedPerson | null): string | null {
  if (!person) return null;
  return person.name?.trim() || person.email.split('@')[0]!;
}
