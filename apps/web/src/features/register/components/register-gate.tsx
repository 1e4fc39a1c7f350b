import { loadingTexts, type RegisterSessionRecord } from "@kedai/shared";
import type { ReactNode } from "react";
import { ErrorAlert, LoadingText } from "../../../components/ui";
import { REGISTER_STATUS_FAILED, useRegisterStatus } from "../api/get-register-status";
import { OpenRegisterModal } from "./open-register-modal";

/**
 * The till's lock: `children` render only while the cashier's register is open; otherwise the
 * open-register form is shown (docs/business-rules.md#register).
 */
export function RegisterGate({ children }: { children: (session: RegisterSessionRecord) => ReactNode }) {
  const { data, isError } = useRegisterStatus();
  // A failed refetch keeps the last answer on screen: the till should not lock up mid-order.
  if (!data) {
    if (!isError) return <LoadingText text={loadingTexts.session} />;
    return (
      <div className="mx-auto max-w-md py-12">
        <ErrorAlert>{REGISTER_STATUS_FAILED}</ErrorAlert>
      </div>
    );
  }
  if (!data.isOpen || !data.session) return <OpenRegisterModal />;
  return children(data.session);
}
