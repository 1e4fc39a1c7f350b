import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDayKey, formatRupiah, formatRupiahCompact } from "../../../lib/format";

const AMBER = "#d97706";
const STONE = "#e7e5e4";

/** A chart's frame: a title, and the chart at a fixed height (the width follows the card). */
function ChartCard({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <figcaption className="mb-4 font-semibold text-stone-900">{title}</figcaption>
      {empty ? (
        <p className="flex h-64 items-center justify-center text-sm text-stone-500">{empty}</p>
      ) : (
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

export type RevenueByDay = { date: string; revenue: number }[];

/** Revenue per day as a line: the dashboard's last 7 days, the sales report's range. */
export function RevenueTrendChart({ title, days }: { title: string; days: RevenueByDay }) {
  return (
    <ChartCard title={title} empty={days.length === 0 ? "Belum ada data." : null}>
      <LineChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={STONE} strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={formatDayKey} tick={{ fontSize: 12 }} minTickGap={12} />
        <YAxis tickFormatter={formatRupiahCompact} tick={{ fontSize: 12 }} width={80} />
        <Tooltip
          labelFormatter={(day) => formatDayKey(String(day))}
          formatter={(value) => [formatRupiah(Number(value)), "Pendapatan"]}
        />
        <Line
          type="monotone"
          dataKey="revenue"
          name="Pendapatan"
          stroke={AMBER}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartCard>
  );
}

export type QuantityByProduct = { name: string; quantity: number }[];

/** Best sellers by quantity as bars: the dashboard's top 5 of the month, the sales report's top 10. */
export function TopProductsChart({ title, products }: { title: string; products: QuantityByProduct }) {
  return (
    <ChartCard title={title} empty={products.length === 0 ? "Belum ada penjualan." : null}>
      {/* Bars across: product names are long and read best as rows. */}
      <BarChart data={products} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={STONE} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={130} interval={0} />
        <Tooltip formatter={(value) => [Number(value).toLocaleString("id-ID"), "Jumlah Terjual"]} />
        <Bar
          dataKey="quantity"
          name="Jumlah Terjual"
          fill={AMBER}
          radius={[0, 4, 4, 0]}
          barSize={18}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartCard>
  );
}
