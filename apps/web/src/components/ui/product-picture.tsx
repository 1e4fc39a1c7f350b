import { Croissant } from "lucide-react";
import { cn } from "../../lib/cn";

const box = "aspect-[4/3] w-full bg-amber-50";

/**
 * How soon a picture loads: lazily by default (below the fold); `visible` for those on screen when
 * the page opens, fetched at once; `first` for the largest of them, the page's largest paint, which
 * the browser fetches before anything else it is waiting for.
 */
export type PicturePriority = "lazy" | "visible" | "first";

/**
 * A product's picture, 4:3, or a croissant where it has none (an empty `imageUrl`): the storefront's
 * menu cards and the POS tiles. Decorative (alt=""): the product's name is always beside it. A
 * span, not a div, where it has no picture, so it may sit inside a tile's button.
 */
export function ProductPicture({ imageUrl, priority = "lazy" }: { imageUrl: string; priority?: PicturePriority }) {
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={priority === "first" ? "high" : "auto"}
      decoding="async"
      width={320}
      height={240}
      className={cn(box, "object-cover")}
    />
  ) : (
    <span aria-hidden="true" className={cn(box, "flex items-center justify-center")}>
      <Croissant className="size-10 text-amber-400" />
    </span>
  );
}
