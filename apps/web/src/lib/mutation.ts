import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation as useQueryMutation,
} from "@tanstack/react-query";
import { useCallback, useMemo, useRef } from "react";

/** Files, blobs and form data are told apart by identity: their JSON says nothing of their content. */
const opaqueIds = new WeakMap<object, number>();
let nextOpaqueId = 0;

/** The same call: the same variables, compared by value (a file by identity). */
function callKey(variables: unknown): string {
  return JSON.stringify(variables ?? null, (_key, value: unknown) => {
    if (value instanceof Blob || value instanceof FormData) {
      let id = opaqueIds.get(value);
      if (id === undefined) {
        id = ++nextOpaqueId;
        opaqueIds.set(value, id);
      }
      return `opaque:${id}`;
    }
    return value;
  });
}

/**
 * The one way the web runs a change on the server (docs/decisions/0009-web-conventions.md):
 * TanStack's useMutation, except that a call identical to one still on its way is not sent again.
 * A double tap on any button that changes something ('Proses', 'Kirim', a table in 'Pindah Meja',
 * a form's submit) makes one request: the second `mutate` does nothing and the second
 * `mutateAsync` answers the first call's promise. It guards by the call itself, not by the
 * button, because React re-renders a disabled button only after the second tap has landed.
 * Different calls (another row, another table) still run side by side.
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useQueryMutation(options);
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const { mutateAsync: send } = mutation;

  const mutateAsync = useCallback<typeof send>(
    (...call) => {
      const key = callKey(call[0]);
      const running = inFlight.current.get(key);
      if (running) return running;
      const sent = send(...call);
      inFlight.current.set(key, sent);
      const forget = () => {
        if (inFlight.current.get(key) === sent) inFlight.current.delete(key);
      };
      sent.then(forget, forget);
      return sent;
    },
    [send],
  );

  // `mutate` reports a failure through the callbacks (onError, a toast), never as a rejection.
  const mutate = useCallback<typeof mutation.mutate>(
    (...call) => {
      mutateAsync(...call).catch(() => undefined);
    },
    [mutateAsync],
  );

  return useMemo(() => ({ ...mutation, mutate, mutateAsync }), [mutation, mutate, mutateAsync]);
}
