import type { Platform } from '../../lib/platform.js';
import { ProfileService, type ProfileServiceDeps } from './profile.service.js';

/** The user's own profile, over the accounts of auth. */
export function composeProfile(
  platform: Platform,
  deps: Pick<ProfileServiceDeps, 'users' | 'sessions'>,
) {
  const { clock, events } = platform;
  return { profileService: new ProfileService({ ...deps, clock, events }) };
}
