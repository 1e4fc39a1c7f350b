import { MessageCircle } from "lucide-react";
import { chatLinkFor } from "./whatsapp-link";

export function ChatButton({ contactNumber, companyName }: { contactNumber: string; companyName: string }) {
  const href = chatLinkFor(contactNumber, companyName);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat via WhatsApp"
      title="Chat via WhatsApp"
      className="fixed right-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full bg-green-500 text-white shadow-lg shadow-green-900/20 transition hover:scale-105 hover:bg-green-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
