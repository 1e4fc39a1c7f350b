import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/use-document-title";

/** The centred card of the storefront's login and register pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-amber-100 bg-white p-6 shadow-xl shadow-amber-900/5 sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-stone-500">{subtitle}</p>
        {children}
        <div className="mt-6 border-t border-stone-100 pt-4 text-center text-sm text-stone-600">{footer}</div>
      </div>
    </div>
  );
}
