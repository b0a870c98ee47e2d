import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getErrorMessage } from '@nafasi/shared/errors';
import { toast } from './toast';

type Per<I, R, T> = T | ((result: R, input: I) => T);

export interface WriteOptions<I, R> {
  /** What the write changed: these queries are read again once it succeeds (the write stays pending until they are). */
  refresh: Per<I, R, readonly QueryKey[]>;
  /** What the answer already tells, written into the cache before the refresh (a slow or failed refetch keeps it). */
  update?: (queryClient: QueryClient, result: R, input: I) => void;
  /** What the person is told when it worked (a warning when it worked but found trouble); null when the screen itself shows it. */
  done?: Per<I, R, string | { warning: string } | null>;
  /** How a refusal reads (default: the server's own words); null when the screen shows it itself. */
  failed?: (error: unknown, input: I) => string | null;
  /** Read again after a refusal too (someone else may have changed what was written). */
  refreshOnError?: (input: I) => readonly QueryKey[];
}

const pick = <I, R, T>(value: Per<I, R, T>, result: R, input: I): T =>
  typeof value === 'function' ? (value as (result: R, input: I) => T)(result, input) : value;

/**
 * One write to the server, as every feature's api/ hook makes it: it says what happened, refreshes
 * what it changed and words a refusal. Components call the hook and read `isPending` for their busy
 * state; a caller's own `mutate(input, { onSuccess })` runs after the refresh (to close a dialog).
 */
export function useWrite<I, R>(mutationFn: (input: I) => Promise<R>, options: WriteOptions<I, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, input) => {
      const said = options.done === undefined ? null : pick(options.done, result, input);
      if (typeof said === 'string') toast.success(said);
      else if (said) toast.error(said.warning);
      options.update?.(queryClient, result, input);
      await Promise.all(pick(options.refresh, result, input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error, input) => {
      const said = options.failed ? options.failed(error, input) : getErrorMessage(error);
      if (said) toast.error(said);
      for (const queryKey of options.refreshOnError?.(input) ?? []) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
