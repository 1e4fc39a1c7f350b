import {
  type OrderRecord,
  optionLine,
  orderTotalLines,
  RECEIPT_THANK_YOU,
  receiptFacts,
  receiptPaymentLines,
} from "@kedai/shared";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { formatRupiah } from "../../../lib/format";
import { type PaperWidth, PRINTABLE_MM } from "../../../lib/print-on-paper";

type ReceiptProps = {
  order: OrderRecord;
  storeName: string;
  /** The roll it is printed on; the screen shows it as it will print. */
  paper?: PaperWidth;
};

/**
 * A text beside its amount. The text wraps (even inside a long word); the amount never splits and
 * is never pushed off the paper.
 */
function Line({ label, amount, strong = false }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <div className={cn("flex items-start justify-between gap-2", strong && "font-bold")}>
      <dt className="min-w-0 [overflow-wrap:anywhere]">{label}</dt>
      <dd className="shrink-0 whitespace-nowrap tabular-nums">{amount}</dd>
    </div>
  );
}

/** A fact about the order (number, date, table): the value wraps under itself when long. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <dt className="shrink-0">{label}</dt>
      <dd className="min-w-0 text-right [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/**
 * The customer's receipt, on screen and on 80 mm or 58 mm paper alike: the order's type, table and
 * waiter, its lines, and its own money lines (the service rate and tax label it was priced with).
 */
export function Receipt({ order, storeName, paper = "80" }: ReceiptProps) {
  return (
    <article
      aria-label="Struk"
      data-paper={paper}
      style={{ maxWidth: `${PRINTABLE_MM[paper]}mm` }}
      className={cn(
        "receipt mx-auto w-full font-mono leading-snug text-black",
        paper === "58" ? "text-[10px]" : "text-xs",
      )}
    >
      <header className="text-center [overflow-wrap:anywhere]">
        <h2 className={cn("font-bold uppercase", paper === "58" ? "text-xs" : "text-sm")}>{storeName}</h2>
        <p>{RECEIPT_THANK_YOU}</p>
      </header>
      <dl className="mt-2 border-t border-dashed border-black pt-2">
        {receiptFacts(order).map((fact) => (
          <Fact key={fact.label} label={fact.label} value={fact.value} />
        ))}
      </dl>
      <ul className="mt-2 space-y-1 border-t border-dashed border-black pt-2">
        {order.items.map((item) => (
          <li key={item._id}>
            <dl>
              <Line label={`${item.quantity}x ${item.name}`} amount={formatRupiah(item.lineTotal)} />
            </dl>
            {item.selectedOptions.map((option) => (
              <div key={option.name} className="pl-3 [overflow-wrap:anywhere]">
                {optionLine(option)}
              </div>
            ))}
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-0.5 border-t border-dashed border-black pt-2">
        {[...orderTotalLines(order), ...receiptPaymentLines(order)].map((line, index) => (
          <Line
            // biome-ignore lint/suspicious/noArrayIndexKey: two parts of a split payment in one method share a label ('Bayar (Cash)'); the lines never reorder.
            key={index}
            label={line.label}
            amount={formatRupiah(line.amount)}
            strong={line.strong}
          />
        ))}
      </dl>
    </article>
  );
}
