import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { ConfirmProvider, useConfirm } from "./confirm-provider";
import { DataTable } from "./data-table";

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState("belum");
  return (
    <>
      <Button
        onClick={async () => {
          const yes = await confirm({
            title: "Konfirmasi Penghapusan",
            message: 'Anda yakin ingin menghapus kategori "Manis"? Ini tidak bisa diurungkan.',
            tone: "danger",
          });
          setAnswer(yes ? "ya" : "tidak");
        }}
      >
        Hapus
      </Button>
      <output>{answer}</output>
    </>
  );
}

function renderWithConfirm() {
  render(
    <ConfirmProvider>
      <DeleteButton />
    </ConfirmProvider>,
  );
}

describe("useConfirm", () => {
  it("resolves true on 'Konfirmasi'", async () => {
    renderWithConfirm();
    await userEvent.click(screen.getByRole("button", { name: "Hapus" }));
    const dialog = await screen.findByRole("dialog", { name: "Konfirmasi Penghapusan" });
    expect(dialog).toHaveTextContent('Anda yakin ingin menghapus kategori "Manis"?');
    await userEvent.click(screen.getByRole("button", { name: "Konfirmasi" }));
    expect(await screen.findByText("ya")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("resolves false on 'Batal' and on Escape", async () => {
    renderWithConfirm();
    await userEvent.click(screen.getByRole("button", { name: "Hapus" }));
    await userEvent.click(await screen.findByRole("button", { name: "Batal" }));
    expect(await screen.findByText("tidak")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Hapus" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("DataTable", () => {
  it("shows the empty message when there are no rows", () => {
    render(
      <DataTable
        columns={[{ key: "name", header: "Nama" }]}
        rows={[]}
        rowKey={(row: { name: string }) => row.name}
        emptyMessage="Belum ada kategori."
      />,
    );
    expect(screen.getByText("Belum ada kategori.")).toBeInTheDocument();
  });

  it("tints the rows rowClassName names and keeps the hover tint for the others", () => {
    render(
      <DataTable
        columns={[{ key: "name", header: "Nama" }]}
        rows={[{ name: "Gula" }, { name: "Garam" }]}
        rowKey={(row) => row.name}
        rowClassName={(row) => (row.name === "Gula" ? "bg-red-50/60" : undefined)}
      />,
    );
    expect(screen.getByText("Gula").closest("tr")).toHaveClass("bg-red-50/60");
    expect(screen.getByText("Gula").closest("tr")).not.toHaveClass("hover:bg-amber-50/50");
    expect(screen.getByText("Garam").closest("tr")).toHaveClass("hover:bg-amber-50/50");
  });
});
