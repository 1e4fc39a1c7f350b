import { type BaseSyntheticEvent, useRef, useState } from "react";

/**
 * The one submit guard of every form: while `action` runs, another submit (a double-click on
 * Simpan, Enter pressed twice) does nothing, so one click makes one record. The guard is a ref,
 * checked synchronously: a disabled button alone comes a render too late, and react-hook-form's
 * `isSubmitting` is only true after the async validation has started, so a second click in the same
 * tick still goes through.
 *
 * Returns the guarded submit (it also prevents the browser's own form submission, even for the
 * refused second event; it never rejects) and `pending` for the button's busy state. With react-hook-form pass
 * `handleSubmit(onValid)`; `useRecordForm` and `useGuardedForm` do.
 */
export function useSubmitOnce<Args extends unknown[]>(action: (...args: Args) => unknown) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  async function submit(...args: Args): Promise<void> {
    const event = args[0] as BaseSyntheticEvent | undefined;
    if (event && typeof event === "object" && typeof event.preventDefault === "function") event.preventDefault();
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action(...args);
    } catch {
      // A refused save is already on screen (the mutation's onError toast, the form's fields): the
      // browser's form event has no one to hand a rejection to, so it would be an uncaught error.
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { submit, pending };
}
