import { toDateKey } from "@kedai/shared";
import type { Tx } from "../db/client";
import { cateringRequests, expenseCategories, expenses } from "../db/schema";
import { localTime } from "./demo-orders";

export type DemoFinanceContext = { admin: { id: string }; now: Date; timeZone: string };

const CATEGORIES = ["Sewa Tempat", "Listrik & Air", "Gas LPG", "Internet & Pulsa", "Promosi", "Perawatan & Kebersihan"];

type ExpensePlan = { category: string; amount: number; description: string };

/** A month of head office's running costs, as the owner records them. */
const MONTHLY: (ExpensePlan & { dayOfMonth: number })[] = [
  { dayOfMonth: 1, category: "Sewa Tempat", amount: 4_500_000, description: "Sewa ruko Jl. Braga" },
  { dayOfMonth: 5, category: "Listrik & Air", amount: 1_150_000, description: "Token listrik dan tagihan PDAM" },
  {
    dayOfMonth: 6,
    category: "Internet & Pulsa",
    amount: 385_000,
    description: "Internet outlet dan pulsa WhatsApp pesanan",
  },
  { dayOfMonth: 9, category: "Gas LPG", amount: 420_000, description: "3 tabung LPG 12 kg" },
  { dayOfMonth: 14, category: "Promosi", amount: 650_000, description: "Iklan Instagram dan cetak brosur" },
  { dayOfMonth: 18, category: "Perawatan & Kebersihan", amount: 275_000, description: "Sabun, lap, servis kompor" },
  { dayOfMonth: 23, category: "Gas LPG", amount: 420_000, description: "3 tabung LPG 12 kg" },
];

/**
 * The demo's money out: expense categories and last month's and this month's expenses (never
 * today's, so what the owner records today stands alone), and catering enquiries from the
 * storefront. Dates are business days counted back from now.
 */
export async function insertDemoFinance(tx: Tx, ctx: DemoFinanceContext) {
  const categoryRows = await tx
    .insert(expenseCategories)
    .values(CATEGORIES.map((name) => ({ name })))
    .returning({ id: expenseCategories.id, name: expenseCategories.name });
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

  const today = toDateKey(ctx.now, ctx.timeZone);
  const [year, month] = today.split("-").map(Number);
  const monthKey = (y: number, m: number) => `${y}-${String(m).padStart(2, "0")}`;
  const lastMonth = month === 1 ? monthKey(year - 1, 12) : monthKey(year, month - 1);
  const rows = [lastMonth, monthKey(year, month)].flatMap((prefix) =>
    MONTHLY.map((plan) => ({ ...plan, date: `${prefix}-${String(plan.dayOfMonth).padStart(2, "0")}` })).filter(
      (plan) => plan.date < today,
    ),
  );
  if (rows.length > 0) {
    await tx.insert(expenses).values(
      rows.map((plan) => ({
        categoryId: categoryId.get(plan.category)!,
        amount: plan.amount,
        date: plan.date,
        description: plan.description,
        createdById: ctx.admin.id,
      })),
    );
  }

  const catering = [
    {
      name: "Ibu Ratna Sari",
      phone: "081223344556",
      email: "ratna.sari@contoh.id",
      eventDate: toDateKey(localTime(ctx, -12, 12, 0), ctx.timeZone),
      guestCount: 80,
      address: "Gedung Sate, Jl. Diponegoro No. 22, Bandung",
      message: "Rapat kantor, mohon 80 crepes manis dan asin campur plus es teh leci. Perlu booth live cooking.",
      createdAt: localTime(ctx, 2, 14, 20),
    },
    {
      name: "Arif Nugraha",
      phone: "085711223344",
      email: "arif.nugraha@contoh.id",
      eventDate: toDateKey(localTime(ctx, -5, 12, 0), ctx.timeZone),
      guestCount: 40,
      address: "Jl. Setiabudi No. 150, Bandung",
      message: "Ulang tahun anak ke-7, crepes cokelat dan stroberi untuk 40 anak. Bisa diantar jam 15.00?",
      createdAt: localTime(ctx, 6, 19, 5),
    },
    {
      name: "DKM Masjid Al-Ikhlas",
      phone: "082140506070",
      email: "dkm.alikhlas@contoh.id",
      eventDate: toDateKey(localTime(ctx, 10, 12, 0), ctx.timeZone),
      guestCount: 120,
      address: "Jl. Cigadung Raya No. 3, Bandung",
      message: "Pengajian akbar, 120 porsi crepes keju susu dan kopi susu gula aren.",
      createdAt: localTime(ctx, 25, 10, 40),
    },
  ];
  await tx.insert(cateringRequests).values(catering);

  return {
    counts: { expenseCategories: categoryRows.length, expenses: rows.length, cateringRequests: catering.length },
  };
}
