'use client';
// A button that toggles one piece of state shown on the page: the least an interaction can cost in React.
import { useState } from 'react';

export function Toggle() {
  const [on, setOn] = useState(false);
  return (
    <p>
      <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>
        Toggle
      </button>{' '}
      <output>{on ? 'on' : 'off'}</output>
    </p>
  );
}
