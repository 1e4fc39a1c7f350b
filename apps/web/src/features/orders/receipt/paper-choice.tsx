import { SelectField } from "../../../components/ui";
import { PAPER_WIDTHS, type PaperWidth } from "../../../lib/print-on-paper";
import { useDeviceChoice } from "../../../lib/use-device-choice";

/** The receipt paper of this device's printer: a till with a 58 mm printer chooses it once. */
export const PAPER_STORAGE_KEY = "kedai.receipt-paper";
const DEFAULT_PAPER: PaperWidth = "80";

export function usePaperWidth() {
  return useDeviceChoice(PAPER_STORAGE_KEY, PAPER_WIDTHS, DEFAULT_PAPER);
}

/** The stored choice, for printing outside a component (a click in a list). */
export function storedPaperWidth(): PaperWidth {
  try {
    const stored = localStorage.getItem(PAPER_STORAGE_KEY);
    return PAPER_WIDTHS.find((width) => width === stored) ?? DEFAULT_PAPER;
  } catch {
    return DEFAULT_PAPER;
  }
}

export function PaperWidthChoice({ id }: { id: string }) {
  const [paper, setPaper] = usePaperWidth();
  return (
    <SelectField
      id={id}
      label="Kertas struk"
      options={PAPER_WIDTHS.map((width) => ({ value: width, label: `${width} mm` }))}
      value={paper}
      onChange={(event) => setPaper(event.target.value as PaperWidth)}
    />
  );
}
