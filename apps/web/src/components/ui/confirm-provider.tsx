import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from "react";
import type { ConfirmTone } from "./confirm-dialog";

// Fetched with the first question: a storefront visitor who is never asked one never loads it.
const ConfirmDialog = lazy(async () => ({ default: (await import("./confirm-dialog")).ConfirmDialog }));

export type ConfirmOptions = {
  title?: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  tone?: ConfirmTone;
};

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * Mount once near the root. Screens then ask with `await confirm({...})` instead of each keeping
 * its own open/close state for a yes/no question.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback<Confirm>((next) => {
    // A second question replaces the first, which counts as cancelled rather than hanging forever.
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={options.title}
            message={options.message}
            confirmText={options.confirmText}
            cancelText={options.cancelText}
            tone={options.tone}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/**
 * `const confirm = useConfirm();`
 * `if (await confirm({ title: 'Konfirmasi Penghapusan', message: ..., tone: 'danger' })) remove();`
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm must be used inside <ConfirmProvider>");
  return confirm;
}
