import { Croissant } from "lucide-react";
import { cn } from "../../lib/cn";

const box = "aspect-[4/3] w-full bg-amber-50";

/**
 * A product's picture, 4:3 and loaded lazily, or a croissant where it has none (an empty `imageUrl`): the storefront's
 * menu cards and the POS tiles. Decorative (alt=""): the product's name is always beside it. A
 * span, not a div, where it has no picture, so it may sit inside a tile's button.
 */
export function ProductPicture({ imageUrl }: { imageUrl: string }) {
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      loading="lazy"
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
