// The payroll report shows hours and amounts to two decimals, unlike the rest of the app's whole rupiah.
const twoDecimals = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "37,50". */
export function formatHours(hours: number): string {
  return twoDecimals.format(hours);
}

/** "Rp 1.250.000,00". */
export function formatPayrollAmount(amount: number): string {
  return `Rp ${twoDecimals.format(amount)}`;
}
