import type { Household } from '@circle/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { chooseHousehold, chosenHouseholdId, onHouseholdChosen } from '@/lib/household-scope';
import { useSessionStore } from '@/lib/session-store';
import { listHouseholds } from '../api/households-api';
import { householdsKeys } from './households-keys';

/** The households the signed-in user belongs to. */
export function useHouseholds() {
  const signedIn = useSessionStore((state) => Boolean(state.authToken));
  return useQuery({
    queryKey: householdsKeys.list,
    queryFn: ({ signal }) => listHouseholds(signal),
    enabled: signedIn,
    staleTime: 30_000,
  });
}

/** The id the switcher chose (null: the personal household). */
export function useChosenHouseholdId(): string | null {
  return useSyncExternalStore(onHouseholdChosen, chosenHouseholdId, () => null);
}

/**
 * The household the app works on: the chosen one while the user still belongs to it, else the
 * personal one (a household left or removed from falls back by itself).
 */
export function useCurrentHousehold(): {
  household: Household | undefined;
  households: Household[];
  isLoading: boolean;
} {
  const chosen = useChosenHouseholdId();
  const { data, isLoading } = useHouseholds();
  const households = data?.households ?? [];
  const found = households.find((household) => household.id === chosen);
  const stale = data !== undefined && chosen !== null && !found;
  useEffect(() => {
    if (stale) chooseHousehold(null);
  }, [stale]);
  const personal = households.find((household) => household.is_personal) ?? households[0];
  return { household: found ?? personal, households, isLoading };
}

/** Whether "added by" is worth showing: the household the app works on has other members. */
export function useSharedHousehold(): boolean {
  const { household } = useCurrentHousehold();
  return (household?.member_count ?? 1) > 1;
}

/** Whether items of this household show who added them: it has more than one member. */
export function useHouseholdIsShared(householdId: string | null | undefined): boolean {
  const { data } = useHouseholds();
  const household = data?.households.find((entry) => entry.id === householdId);
  return (household?.member_count ?? 1) > 1;
}
