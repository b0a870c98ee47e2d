import { useEffect, useState } from 'react';

/** Search as you type, but ask the server only once typing pauses: the value after `ms` of quiet. */
export function useDebounced<T>(value: T, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
