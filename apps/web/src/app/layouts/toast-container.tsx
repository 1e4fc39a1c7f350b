import { useEffect } from "react";
import { Slide, ToastContainer } from "react-toastify";
import { toastContainerMounted } from "../../lib/toast";
import type { ToastPlacement } from "./area-toasts";

/** The toast container itself, in the chunk that arrives with the first toast (lib/toast.ts). */
export default function AppToastContainer({ position, autoClose, style }: ToastPlacement) {
  // After react-toastify's own container has registered (a child's effects run first).
  useEffect(() => toastContainerMounted(), []);
  return (
    <ToastContainer
      position={position}
      autoClose={autoClose}
      style={style}
      newestOnTop
      closeOnClick
      // A toast often lands over the button that raised it (the till's "Buat Pesanan"): it must
      // leave on time even while the pointer rests there, not wait for the pointer to move away.
      pauseOnHover={false}
      pauseOnFocusLoss={false}
      transition={Slide}
      theme="light"
    />
  );
}
