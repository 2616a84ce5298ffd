/** The Preact side of the store: a record's value as component state. */
import { useEffect, useState } from 'preact/hooks';
import { type RecordDef, type Store, store } from './store';

/**
 * The record's current value; re-renders when it changes, in this tab or another. The first render gives the
 * default, as the server-rendered HTML does, and the saved value follows once the island is on the page.
 */
export function useRecord<T>(def: RecordDef<T>, s: Store = store): T {
  const [value, setValue] = useState<T>(def.default);
  useEffect(() => {
    setValue(s.read(def));
    return s.subscribe(def, setValue);
  }, [def, s]);
  return value;
}
