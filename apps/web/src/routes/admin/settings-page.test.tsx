import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

const manual = {
  kind: "manual",
  label: "Panduan Operasional (PDF)",
  fileName: "panduan-operasional.pdf",
  size: 2 * 1024 * 1024,
  updatedAt: "2026-11-20T03:00:00.000Z",
};

describe("/admin/pengaturan", { timeout: 20_000 }, () => {
  it("replaces a member guide file with the one chosen", async () => {
    const { calls } = renderApp("/admin/pengaturan", {
      user: testUsers.admin,
      api: {
        "GET /api/member/documents": { body: [manual] },
        "PUT /api/member/documents/manual": {
          body: { message: "Panduan Operasional (PDF) berhasil diganti.", data: manual },
        },
      },
    });
    expect(await screen.findByText(/^2 MB · diperbarui/)).toBeInTheDocument();
    const file = new File(["%PDF-1.4"], "sop-baru.pdf", { type: "application/pdf" });
    await userEvent.setup().upload(screen.getByLabelText("Ganti Panduan Operasional (PDF)"), file);

    expect(await screen.findByText("Panduan Operasional (PDF) berhasil diganti.")).toBeInTheDocument();
    const sent = calls.find((call) => call.method === "PUT")?.body as FormData;
    expect((sent.get("file") as File).name).toBe("sop-baru.pdf");
  });
});
