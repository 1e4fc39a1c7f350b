import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { isFarBeyondUsual } from "../../lib/large-quantity";
import type { NumberValue } from "./number-input";
import { QuantityField, QuantityInput } from "./quantity-input";

/** The input with what it last emitted, as a form would hold it. */
function Harness({ initial, decimals }: { initial?: number; decimals?: number }) {
  const [value, setValue] = useState<NumberValue>(initial);
  return (
    <>
      <label htmlFor="qty">Jumlah</label>
      <QuantityInput id="qty" value={value} onChange={setValue} unit="gram" decimals={decimals} />
      <output data-testid="emitted">{value === undefined ? "kosong" : `${typeof value}:${value}`}</output>
    </>
  );
}

const input = () => screen.getByLabelText("Jumlah") as HTMLInputElement;
const emitted = () => screen.getByTestId("emitted").textContent;

describe("QuantityInput", () => {
  it("reads '1.000' as one thousand, not 1, and echoes what it will store with the unit", async () => {
    render(<Harness />);
    await userEvent.type(input(), "1.000");
    expect(input().value).toBe("1.000");
    expect(emitted()).toBe("number:1000");
    expect(screen.getByText("= 1.000 gram")).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription("= 1.000 gram");
  });

  it("reads '0,5' with the decimal comma as a half", async () => {
    render(<Harness />);
    await userEvent.type(input(), "0,5");
    expect(input().value).toBe("0,5");
    expect(emitted()).toBe("number:0.5");
    expect(screen.getByText("= 0,5 gram")).toBeInTheDocument();
  });

  it("reads '1.000,5' as one thousand and a half", async () => {
    render(<Harness />);
    await userEvent.type(input(), "1.000,5");
    expect(emitted()).toBe("number:1000.5");
    expect(screen.getByText("= 1.000,5 gram")).toBeInTheDocument();
  });

  it("takes a pasted '2.500' as two thousand five hundred", async () => {
    render(<Harness />);
    await userEvent.click(input());
    await userEvent.paste("2.500");
    expect(input().value).toBe("2.500");
    expect(emitted()).toBe("number:2500");
  });

  it("regroups as digits are deleted and is 'not given' once emptied, with no echo", async () => {
    render(<Harness initial={2500} />);
    expect(input().value).toBe("2.500");
    await userEvent.type(input(), "{backspace}");
    expect(input().value).toBe("250");
    expect(emitted()).toBe("number:250");
    await userEvent.type(input(), "{backspace}{backspace}{backspace}");
    expect(input().value).toBe("");
    expect(emitted()).toBe("kosong");
    expect(screen.queryByText(/^= /)).not.toBeInTheDocument();
  });

  it("takes whole pieces only where decimals are 0", async () => {
    render(<Harness decimals={0} />);
    await userEvent.type(input(), "12,5");
    expect(emitted()).toBe("number:125");
  });
});

describe("QuantityField in a form", () => {
  /** A form prefilled with 10, as a transfer's receipt is with what was sent. */
  function Prefilled({ onSubmit }: { onSubmit: (values: { quantity?: number }) => void }) {
    const { control, handleSubmit } = useForm<{ quantity?: number }>({ defaultValues: { quantity: 10 } });
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <QuantityField control={control} name="quantity" id="qty" label="Jumlah" unit="gram" />
        <button type="submit">Simpan</button>
      </form>
    );
  }

  it("cleared and typed, holds what was typed, not the prefilled figure in front of it", async () => {
    const submitted: Array<{ quantity?: number }> = [];
    render(<Prefilled onSubmit={(values) => submitted.push(values)} />);
    expect(input().value).toBe("10");
    await userEvent.clear(input());
    expect(input().value).toBe("");
    await userEvent.type(input(), "9");
    expect(input().value).toBe("9");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(submitted).toEqual([{ quantity: 9 }]);
  });

  it("edited, then cleared, stays empty", async () => {
    render(<Prefilled onSubmit={() => {}} />);
    await userEvent.type(input(), "{backspace}2");
    expect(input().value).toBe("12");
    await userEvent.clear(input());
    expect(input().value).toBe("");
  });
});

describe("isFarBeyondUsual", () => {
  it("is more than 10 times the largest usual figure, or than 1 when none is known", () => {
    expect(isFarBeyondUsual(1000, [50, 80])).toBe(true);
    expect(isFarBeyondUsual(800, [50, 80])).toBe(false);
    expect(isFarBeyondUsual(10, [])).toBe(false);
    expect(isFarBeyondUsual(11, [undefined, null])).toBe(true);
    expect(isFarBeyondUsual(undefined, [1])).toBe(false);
  });
});
