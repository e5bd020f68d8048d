/**
 * The e-mail and password typed at registration or login, held in memory only (never in
 * storage) so that sign-in can follow a successful e-mail verification automatically.
 */
export interface HeldCredentials {
  email: string;
  password: string;
}

let held: HeldCredentials | null = null;

export function holdCredentials(credentials: HeldCredentials): void {
  held = { ...credentials };
}

export function getHeldCredentials(): HeldCredentials | null {
  return held;
}

export function forgetCredentials(): void {
  held = null;
}
