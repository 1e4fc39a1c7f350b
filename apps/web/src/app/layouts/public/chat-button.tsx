import { MessageCircle } from "lucide-react";
import { cn } from "../../../lib/cn";
import { chatLinkFor } from "./whatsapp-link";

/**
 * `besideBar`: the page keeps its next tap along the phone's bottom edge (a sticky add or cart
 * bar, option prices, the checkout button). There a phone shows no floating button, which would
 * cover them; the contact page and the footer still lead to the chat.
 */
export function ChatButton({
  contactNumber,
  companyName,
  besideBar = false,
}: {
  contactNumber: string;
  companyName: string;
  besideBar?: boolean;
}) {
  const href = chatLinkFor(contactNumber, companyName);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat via WhatsApp"
      title="Chat via WhatsApp"
      className={cn(
        "fixed right-3 z-40 flex size-12 items-center justify-center rounded-full bg-green-500 text-white shadow-lg shadow-green-900/20 transition hover:scale-105 hover:bg-green-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600 sm:right-5 sm:bottom-5 sm:size-14",
        besideBar ? "bottom-5 hidden sm:flex" : "bottom-5",
      )}
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
