import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DateTimeInput } from "./date-time-input";

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">Waktu Pesanan</label>
      <DateTimeInput id="when" timeLabel="Jam pesanan" value={value} onChange={setValue} />
      <output data-testid="emitted">{value || "kosong"}</output>
      <button type="button" onClick={() => setValue("")}>
        Kosongkan
      </button>
    </>
  );
}

const day = () => screen.getByLabelText("Waktu Pesanan") as HTMLInputElement;
const time = () => screen.getByLabelText("Jam pesanan") as HTMLInputElement;
const emitted = () => screen.getByTestId("emitted").textContent;

describe("DateTimeInput", () => {
  it("is typed dd/mm/yyyy and on a 24-hour clock, and emits what a datetime-local would", async () => {
    render(<Harness />);
    expect(day()).toHaveAttribute("placeholder", "dd/mm/yyyy");
    expect(time()).toHaveAttribute("placeholder", "hh:mm");
    await userEvent.type(day(), "30112026");
    await userEvent.type(time(), "1930");
    expect(day().value).toBe("30/11/2026");
    // Half past seven in the evening is 19:30, never 07:30 PM.
    expect(time().value).toBe("19:30");
    expect(emitted()).toBe("2026-11-30T19:30");
  });

  it("shows a value given as 24-hour time and follows a reset from outside", async () => {
    render(<Harness initial="2026-12-01T07:05" />);
    expect(day().value).toBe("01/12/2026");
    expect(time().value).toBe("07:05");
    await userEvent.click(screen.getByRole("button", { name: "Kosongkan" }));
    expect(day().value).toBe("");
    expect(time().value).toBe("");
  });

  it("refuses a time that does not exist as it is typed, and passes it on as typed", async () => {
    render(<Harness initial="2026-12-01T" />);
    await userEvent.type(time(), "2500");
    expect(screen.getByRole("alert")).toHaveTextContent("Jam tidak valid (25:00 tidak ada).");
    expect(emitted()).toBe("2026-12-01T25:00");
  });

  it("names an impossible day as typed", async () => {
    render(<Harness />);
    await userEvent.type(day(), "31022026");
    expect(screen.getByRole("alert")).toHaveTextContent("Tanggal tidak valid (31/02/2026 tidak ada).");
  });
});
