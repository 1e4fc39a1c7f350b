import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { RupiahInput, type RupiahValue } from "./rupiah-input";

/** The input with what it last emitted, as a form would hold it. */
function Harness({ decimals, initial }: { decimals?: number; initial?: number }) {
  const [value, setValue] = useState<RupiahValue>(initial);
  return (
    <>
      <label htmlFor="amount">Jumlah</label>
      <RupiahInput id="amount" value={value} onChange={setValue} decimals={decimals} />
      <output data-testid="emitted">{value === undefined ? "kosong" : `${typeof value}:${value}`}</output>
    </>
  );
}

const input = () => screen.getByLabelText("Jumlah") as HTMLInputElement;
const emitted = () => screen.getByTestId("emitted").textContent;

describe("RupiahInput", () => {
  it("groups thousands with '.' as digits are typed and emits the number", async () => {
    render(<Harness />);
    await userEvent.type(input(), "350000");
    expect(input().value).toBe("350.000");
    expect(emitted()).toBe("number:350000");
  });

  it("reads '350.000' typed with the dot as three hundred fifty thousand, not 350", async () => {
    render(<Harness />);
    await userEvent.type(input(), "350.000");
    expect(input().value).toBe("350.000");
    expect(emitted()).toBe("number:350000");
  });

  it("takes a pasted '1.500.000' as one and a half million", async () => {
    render(<Harness />);
    await userEvent.click(input());
    await userEvent.paste("1.500.000");
    expect(input().value).toBe("1.500.000");
    expect(emitted()).toBe("number:1500000");
  });

  it("regroups after a digit is deleted and emits undefined when emptied", async () => {
    render(<Harness initial={25000} />);
    expect(input().value).toBe("25.000");
    await userEvent.type(input(), "{backspace}");
    expect(input().value).toBe("2.500");
    expect(emitted()).toBe("number:2500");
    await userEvent.clear(input());
    expect(input().value).toBe("");
    expect(emitted()).toBe("kosong");
  });

  it("refuses decimals on a whole-rupiah field", async () => {
    render(<Harness />);
    await userEvent.type(input(), "12,5");
    expect(input().value).toBe("125");
    expect(emitted()).toBe("number:125");
  });

  it("takes decimals after ',' where the field allows them", async () => {
    render(<Harness decimals={2} />);
    await userEvent.type(input(), "1.250,75");
    expect(input().value).toBe("1.250,75");
    expect(emitted()).toBe("number:1250.75");
    await userEvent.type(input(), "9");
    expect(input().value).toBe("1.250,75");
  });

  it("never turns a long figure into another number: digits past fifteen are not taken", async () => {
    render(<Harness />);
    await userEvent.type(input(), "9999999999999999999");
    expect(input().value).toBe("999.999.999.999.999");
    expect(emitted()).toBe("number:999999999999999");
  });

  it("shows a number given by the form, and refuses letters and the minus sign", async () => {
    render(<Harness initial={1500} />);
    expect(input().value).toBe("1.500");
    await userEvent.type(input(), "-a");
    expect(input().value).toBe("1.500");
    expect(emitted()).toBe("number:1500");
  });
});
