// The bare button of `npm run bench:interactions` (scripts/bench/interactions.ts): the baseline of every
// interaction measured on the site, React and Next's runtime with one state update and nothing else.
import { Toggle } from './toggle';

export default function Page() {
  return (
    <main>
      <h1>Bare button</h1>
      <Toggle />
    </main>
  );
}
