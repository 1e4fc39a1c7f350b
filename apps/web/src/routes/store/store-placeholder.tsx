import { PlaceholderPage } from "../../components/ui/placeholder-page";

/** A storefront screen not built yet, inside the page width of the storefront. */
export function StorePlaceholder({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PlaceholderPage title={title} />
    </div>
  );
}
