import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { RedrawOnZone } from "./redraw-on-zone";

describe("RedrawOnZone", () => {
  it("draws its content at once and again from scratch when the zone changed", async () => {
    let answer: (changed: boolean) => void = () => {};
    const changed = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    let drawings = 0;
    function Dated() {
      const [first] = useState(() => ++drawings);
      return <p>{`gambar ${first}`}</p>;
    }
    render(
      <RedrawOnZone changed={changed}>
        <Dated />
      </RedrawOnZone>,
    );
    expect(screen.getByText("gambar 1")).toBeInTheDocument();
    answer(true);
    expect(await screen.findByText("gambar 2")).toBeInTheDocument();
  });
});
