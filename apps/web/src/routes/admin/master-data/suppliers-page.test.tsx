import type { SupplierRecord } from "@kedai/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { testUsers } from "../../../test/users";

const supplier = (name: string, phone: string): SupplierRecord => ({
  _id: name,
  name,
  contactPerson: "",
  phone,
  address: "",
  notes: "",
  archived: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

// The fake server matches on the phone number only, which the browser's own filter would never do:
// a row it lists proves the list shows the server's answer rather than filtering in the browser.
const everyone = [supplier("CV Tepung Jaya", "0811"), supplier("UD Susu Segar", "0822")];

describe("/admin/pemasok search", { timeout: 20_000 }, () => {
  it("asks the server once typing pauses, not per keystroke, and lists what it answers", async () => {
    const { calls } = renderApp("/admin/pemasok", {
      user: testUsers.admin,
      api: {
        "GET /api/suppliers": ({ url }) => {
          const term = url.searchParams.get("search");
          return { body: term ? everyone.filter((row) => row.phone.includes(term)) : everyone };
        },
      },
    });
    // Keystrokes without pauses between them, as a quick typist's: a loaded test machine must not
    // turn them into pauses long enough to search.
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText("UD Susu Segar")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Cari supplier" }), "0822");
    await waitFor(() => expect(screen.queryByText("CV Tepung Jaya")).toBeNull());
    expect(screen.getByText("UD Susu Segar")).toBeInTheDocument();
    const searches = calls.filter((call) => call.path === "/api/suppliers").map((call) => call.url.search);
    expect(searches).toEqual(["", "?search=0822"]);

    await user.clear(screen.getByRole("searchbox", { name: "Cari supplier" }));
    await user.type(screen.getByRole("searchbox", { name: "Cari supplier" }), "0899");
    expect(await screen.findByText("Supplier tidak ditemukan.")).toBeInTheDocument();
  });
});
