/** A label and its value; rows without a value are left out. */
export type Fact = [label: string, value: string | null | undefined];

/** Read-only facts as a definition list, one row each (a file's size, a borrowed item's brand). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="details">
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([label, value]) => (
          <div key={label} className="details__row">
            <dt>{label}</dt>
            <dd className="details__plain">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
