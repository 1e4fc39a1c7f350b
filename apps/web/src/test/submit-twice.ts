import { act, fireEvent } from "@testing-library/react";

/**
 * Submits `form` twice in the same tick, before React renders in between: a double-click faster
 * than the busy button's render, or Enter pressed twice. A form guarded by useSubmitOnce sends once;
 * one that only disables its button on a re-render sends twice.
 */
export function submitTwice(form: HTMLFormElement) {
  act(() => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
}

/** The form the button `name` submits (through its `form` attribute or as its descendant). */
export function formOf(button: HTMLElement): HTMLFormElement {
  const form = (button as HTMLButtonElement).form;
  if (!form) throw new Error(`${button.textContent} submits no form`);
  return form;
}
