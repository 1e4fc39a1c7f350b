import { type ComponentProps, lazy, Suspense } from "react";
import { LoadingText } from "../../../components/ui";

// The chart library is the largest part of the back office: it loads with the first screen that
// draws a chart (dashboard, sales report), not with every admin page.
const charts = () => import("./charts");
const LazyRevenueTrend = lazy(() => charts().then((m) => ({ default: m.RevenueTrendChart })));
const LazyTopProducts = lazy(() => charts().then((m) => ({ default: m.TopProductsChart })));

const placeholder = (
  <div className="flex h-80 items-center justify-center rounded-xl border border-stone-200 bg-white">
    <LoadingText />
  </div>
);

export function RevenueTrendChart(props: ComponentProps<typeof LazyRevenueTrend>) {
  return (
    <Suspense fallback={placeholder}>
      <LazyRevenueTrend {...props} />
    </Suspense>
  );
}

export function TopProductsChart(props: ComponentProps<typeof LazyTopProducts>) {
  return (
    <Suspense fallback={placeholder}>
      <LazyTopProducts {...props} />
    </Suspense>
  );
}
