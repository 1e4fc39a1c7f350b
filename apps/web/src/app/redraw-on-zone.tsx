import { Fragment, type ReactNode, useEffect, useState } from "react";

/**
 * Draws `children` at once and once more, from scratch, if the business time zone turns out to be
 * another than the one the first drawing used (lib/business-time-zone.ts): every date on screen is
 * then the shop's. Cached answers stay (the query client sits above this), so the second drawing
 * needs no request.
 */
export function RedrawOnZone({ changed, children }: { changed: Promise<boolean>; children: ReactNode }) {
  const [drawing, setDrawing] = useState(0);
  useEffect(() => {
    let mounted = true;
    void changed.then((yes) => {
      if (yes && mounted) setDrawing((count) => count + 1);
    });
    return () => {
      mounted = false;
    };
  }, [changed]);
  return <Fragment key={drawing}>{children}</Fragment>;
}
