import { SelectField } from '@/components/ui/select-field';
import { usePlaces } from '../api/places-api';
import { branchOf, placeOptions } from '../lib/place-options';

export interface PlaceSelectProps {
  label: string;
  value: string | null;
  onChange: (placeId: string | null) => void;
  /** The first option, meaning "no place" (or "everywhere" in a filter). */
  none: string;
  /** Leaves out this place and everything below it (where a place cannot move to). */
  excludeBranchOf?: string;
}

/** A choice among the household's places, each shown by its path. */
export function PlaceSelect({ label, value, onChange, none, excludeBranchOf }: PlaceSelectProps) {
  const places = usePlaces().data?.places ?? [];
  const exclude = excludeBranchOf ? branchOf(places, excludeBranchOf) : undefined;
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      options={placeOptions(places, { none, ...(exclude ? { exclude } : {}) })}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}
