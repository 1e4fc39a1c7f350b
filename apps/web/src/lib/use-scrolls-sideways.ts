import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the box's content is wider than the box (it scrolls sideways), kept up to date as either
 * changes size. Such a box must be reachable with the keyboard to be scrolled without a mouse
 * (WCAG 2.1.1; axe's scrollable-region-focusable); one that does not scroll should not add a tab stop.
 */
export function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
