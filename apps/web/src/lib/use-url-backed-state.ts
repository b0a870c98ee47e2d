import { useState } from 'react';

/**
 * Local state for a field whose committed value lives elsewhere (the URL): the user types freely,
 * and whenever the committed value changes (Clear Filters, back button) the field follows it.
 * https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes
 */
export function useUrlBackedState(committed: string) {
  const [local, setLocal] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setLocal(committed);
  }
  return [local, setLocal] as const;
}
