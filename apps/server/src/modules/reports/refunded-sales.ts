import type { ReportRangeQuery, SalesChannel } from "@kedai/shared";
import { sql } from "drizzle-orm";
import { type DbOrTx, executeRows } from "../../db/client";
import { startOfDay } from "../../lib/business-day";
import { paymentShares, salesChannel, taxableBase } from "./sales-rollups";

/**
 * A paid order cancelled with a refund, as the money reports count it (docs/business-rules.md#refunds):
 * on the business day of the refund, its sale is in the gross (`total`, its taxable base and tax,
 * each payment's share) and what was given back (`refunded`) comes off it. A whole refund nets to
 * zero; a part refund leaves the fee kept. Refunds are few (cancelled paid orders): read directly.
 */
export type RefundedSale = {
  day: string;
  locationId: string | null;
  channel: SalesChannel;
  total: number;
  refunded: number;
  taxBase: number;
  tax: number;
  /** The order's payments (method, confirmer, share of the total), as the payment split counts them. */
  shares: { method: string; confirmedBy: string; share: number }[];
};

type Row = {
  id: string;
  day: string;
  location_id: string | null;
  channel: SalesChannel;
  total: string | number;
  refunded: string | number;
  tax_base: string | number;
  tax: string | number;
  method: string;
  confirmed_by: string;
  share: string | number;
};

/** The refunded sales of the range (business days of the refund), of one outlet when given. */
export async function refundedSales(
  db: DbOrTx,
  { startDate, endDate }: ReportRangeQuery,
  timeZone: string,
  locationId?: string,
): Promise<RefundedSale[]> {
  const rows = await executeRows<Row>(
    db,
    sql`select r.id, to_char((r.created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
        o.location_id, ${salesChannel(sql`o`)} as channel, o.total_amount as total, r.amount as refunded,
        ${taxableBase(sql`o`)} as tax_base, o.tax,
        p.method, p.confirmed_by, p.share
      from refunds r join orders o on o.id = r.order_id cross join ${paymentShares(sql`o`)} p
      where r.created_at >= ${startOfDay(startDate, timeZone)} and r.created_at < ${startOfDay(endDate, timeZone, 1)}
        ${locationId ? sql`and o.location_id = ${locationId}` : sql``}
      order by r.created_at, r.id`,
  );
  const sales = new Map<string, RefundedSale>();
  for (const row of rows) {
    const sale = sales.get(row.id) ?? {
      day: row.day,
      locationId: row.location_id,
      channel: row.channel,
      total: Number(row.total),
      refunded: Number(row.refunded),
      taxBase: Number(row.tax_base),
      tax: Number(row.tax),
      shares: [],
    };
    sale.shares.push({ method: row.method, confirmedBy: row.confirmed_by, share: Number(row.share) });
    sales.set(row.id, sale);
  }
  return [...sales.values()];
}

/** `part` of `amount` in proportion to refunded / total, in whole rupiah. */
const refundedPart = (sale: RefundedSale, amount: number) =>
  sale.total === 0 ? 0 : Math.round((amount * sale.refunded) / sale.total);

/** The taxable base and tax given back with a refund: its share of the sale's. */
export const refundedTax = (sale: RefundedSale) => ({
  taxBase: refundedPart(sale, sale.taxBase),
  tax: refundedPart(sale, sale.tax),
});

/**
 * The refund spread over the sale's payments in proportion to each (a split payment refunds each
 * method its share); the largest payment takes the rounding, so the parts add up to the refund.
 */
export function refundedShares(sale: RefundedSale): { method: string; confirmedBy: string; share: number }[] {
  const parts = sale.shares.map((share) => ({ ...share, share: refundedPart(sale, share.share) }));
  const largest = parts.reduce((best, part, index) => (part.share > parts[best]!.share ? index : best), 0);
  if (parts[largest]) parts[largest].share += sale.refunded - parts.reduce((sum, part) => sum + part.share, 0);
  return parts;
}
