import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DateInput } from "./date-input";

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Tanggal</label>
      <DateInput id="day" value={value} onChange={setValue} />
      <output data-testid="emitted">{value || "kosong"}</output>
      <button type="button" onClick={() => setValue("2026-01-05")}>
        Reset
      </button>
    </>
  );
}

const input = () => screen.getByLabelText("Tanggal") as HTMLInputElement;
const emitted = () => screen.getByTestId("emitted").textContent;

describe("DateInput", () => {
  it("shows a day as dd/mm/yyyy and emits YYYY-MM-DD when typed", async () => {
    render(<Harness initial="2026-11-26" />);
    expect(input().value).toBe("26/11/2026");
    await userEvent.clear(input());
    await userEvent.type(input(), "03022026");
    expect(input().value).toBe("03/02/2026");
    expect(emitted()).toBe("2026-02-03");
  });

  it("refuses a day that does not exist as soon as it is typed, naming it as typed", async () => {
    render(<Harness />);
    await userEvent.type(input(), "3102202");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.type(input(), "6");
    expect(screen.getByRole("alert")).toHaveTextContent(/^Tanggal tidak valid \(31\/02\/2026 tidak ada\)\.$/);
    expect(input()).toHaveAccessibleDescription("Tanggal tidak valid (31/02/2026 tidak ada).");
    expect(input()).toBeInvalid();
    // Passed on as typed, so the form's contract refuses it too (with the same words), not an old day.
    expect(emitted()).toBe("31/02/2026");
    await userEvent.type(input(), "{backspace}");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("takes 29/02 of a leap year and not of another", async () => {
    render(<Harness />);
    await userEvent.type(input(), "29022028");
    expect(emitted()).toBe("2028-02-29");
    await userEvent.clear(input());
    await userEvent.type(input(), "29022026");
    expect(screen.getByRole("alert")).toHaveTextContent("Tanggal tidak valid (29/02/2026 tidak ada).");
  });

  it("follows a value set from outside", async () => {
    render(<Harness initial="2026-11-26" />);
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(input().value).toBe("05/01/2026");
  });

  it("picks a day from an Indonesian calendar", async () => {
    render(<Harness initial="2026-11-26" />);
    await userEvent.click(screen.getByRole("button", { name: "Pilih tanggal dari kalender" }));
    expect(screen.getByText(/november 2026/i)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /10 November 2026/i }));
    expect(emitted()).toBe("2026-11-10");
    expect(input().value).toBe("10/11/2026");
    expect(screen.queryByText(/november 2026/i)).not.toBeInTheDocument();
  });
});
