'use client';

/**
 * A label group's rows as a definition list, from [term, value] pairs. A client component only so that
 * the rows travel as pairs of texts in the page's flight data instead of their element tree (decision
 * 0023, amendment 3).
 */
export function DetailRows({ rows }: { rows: readonly (readonly [term: string, value: string])[] }) {
  return (
    <dl>
      {rows.map(([term, value], index) => (
        <div key={index} className="property-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
