'use client';

/** One checkbox of the filters: its field name and value, its label, the listings it would show, ticked or not. */
export type Box = readonly [name: string, value: string, label: string, count: number, checked: boolean];

/**
 * The filters' lists of checkboxes (cities, regions, provinces, types, features). A client component only
 * so that each box travels as five values in the page's flight data instead of its element tree: the
 * list of cities alone was about 10 kB (decision 0023, amendment 3).
 */
export function CheckboxList({ boxes }: { boxes: readonly Box[] }) {
  return (
    <ul>
      {boxes.map(([name, value, label, count, checked]) => (
        <li key={`${name}=${value}`}>
          <label>
            <input type="checkbox" name={name} value={value} defaultChecked={checked} />
            {`${label} `}
            {/* One text node: "(", the count and ")" as three would each be parted by a comment in the HTML. */}
            <span className="filters__count">{`(${count})`}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
