export { HouseholdSwitcher } from './components/household-switcher';
export { addedByText } from './lib/household-text';
export {
  useCurrentHousehold,
  useHouseholds,
  useHouseholdIsShared,
  useSharedHousehold,
} from './lib/use-current-household';
