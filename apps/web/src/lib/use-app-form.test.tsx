import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { toast } from "./toast";
import { useAppForm } from "./use-app-form";

const schema = z.object({
  note: z.string(),
  rows: z.array(z.object({ name: z.string().min(1, "Nama baris wajib diisi.") })),
});

function renderForm(toastFirstProblem: boolean) {
  const onValid = vi.fn();
  const hook = renderHook(() =>
    useAppForm({ schema, defaultValues: { note: "", rows: [{ name: "" }] }, onValid, toastFirstProblem }),
  );
  return { hook, onValid };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(toast, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("useAppForm's toastFirstProblem", () => {
  it("toasts the first message of a refused submit, a list row's included", async () => {
    const { hook, onValid } = renderForm(true);
    await act(() => hook.result.current.submit());
    expect(errors).toHaveBeenCalledExactlyOnceWith("Nama baris wajib diisi.");
    expect(onValid).not.toHaveBeenCalled();
  });

  it("toasts nothing unless asked", async () => {
    const { hook } = renderForm(false);
    await act(() => hook.result.current.submit());
    expect(errors).not.toHaveBeenCalled();
    expect(hook.result.current.errors.rows?.[0]?.name?.message).toBe("Nama baris wajib diisi.");
  });
});
