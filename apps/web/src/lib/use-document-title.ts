import { useEffect } from "react";

/** Sets the browser tab title to "{title} · {site}" while the screen is shown. */
export function useDocumentTitle(title: string | undefined, site = "Kedai"): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${site}`;
    return () => {
      document.title = previous;
    };
  }, [title, site]);
}

function setMeta(attribute: "name" | "property", key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

export type PageMeta = { title: string; description: string; site: string; image: string };

/**
 * Title, meta description and link-preview (Open Graph) tags of a public page. Set in the browser,
 * so crawlers that run scripts see them; index.html carries the fallbacks for those that do not.
 */
export function usePageMeta({ title, description, site, image }: PageMeta): void {
  useDocumentTitle(title, site);
  useEffect(() => {
    setMeta("name", "description", description);
    setMeta("property", "og:title", `${title} · ${site}`);
    setMeta("property", "og:site_name", site);
    setMeta("property", "og:description", description);
    setMeta("property", "og:image", image ? new URL(image, window.location.origin).href : "");
    setMeta("property", "og:type", "website");
  }, [title, description, site, image]);
}
