// A mutation for a create or money submission (issue 23 item 1): `mutate` starts one submission at a
// time and ignores calls while it runs. Its button shows `isPending` (loading, disabled), but a double
// click's second click can come before React re-renders; this ref cannot be late. The call itself
// carries the submission's Idempotency-Key (api-client.ts), so even a retry is done once.
import { type DefaultError, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';

export function useSubmission<Data = unknown, Failure = DefaultError, Variables = void, Context = unknown>(
  options: UseMutationOptions<Data, Failure, Variables, Context>,
) {
  const running = useRef(false);
  const mutation = useMutation<Data, Failure, Variables, Context>({
    ...options,
    onSettled: (...settled) => {
      running.current = false;
      return options.onSettled?.(...settled);
    },
  });
  const mutate: typeof mutation.mutate = (...args) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}
