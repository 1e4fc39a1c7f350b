import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { csrfRoute, type MockRoute, mockApi } from "../../../test/fetch-mock";
import { formOf, submitTwice } from "../../../test/submit-twice";
import { AddCustomerModal } from "./add-customer-modal";

const created = {
  _id: "c-9",
  name: "Dewi",
  email: "dewi@contoh.id",
  phone: "081234567890",
  address: null,
  loyaltyPoints: 0,
  customerType: "Regular",
};

function renderModal(answer: MockRoute) {
  const { calls } = mockApi({ ...csrfRoute, "POST /api/customers": answer });
  const onAdded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddCustomerModal open onClose={() => undefined} onAdded={onAdded} />
    </QueryClientProvider>,
  );
  return { calls, onAdded, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Nama"), "Dewi");
  await user.type(screen.getByLabelText("Email"), "dewi@contoh.id");
  await user.type(screen.getByLabelText("No. HP"), "081234567890");
}

describe("AddCustomerModal", { timeout: 20_000 }, () => {
  it("requires name, email and mobile, then hands the new customer over", async () => {
    const { calls, onAdded, user } = renderModal({
      status: 201,
      body: { message: "Customer berhasil ditambahkan.", data: created },
    });
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(screen.getByLabelText("Nama")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("No. HP")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Alamat")).not.toHaveAttribute("aria-invalid");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await fill(user);
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(created));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Dewi",
      email: "dewi@contoh.id",
      phone: "081234567890",
      address: "",
    });
  });

  it("adds one customer when Simpan is submitted twice at once", async () => {
    let release: () => void = () => undefined;
    const { calls, onAdded, user } = renderModal(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: { message: "Customer berhasil ditambahkan.", data: created } });
        }),
    );
    const posts = () => calls.filter((call) => call.method === "POST");
    await fill(user);
    submitTwice(formOf(screen.getByRole("button", { name: "Simpan" })));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    release();
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(posts()).toHaveLength(1);
  });

  it.each([
    [
      "the server's reason",
      { status: 409, body: { message: "Email sudah terdaftar. Silakan login." } },
      "Email sudah terdaftar. Silakan login.",
    ],
    ["'Gagal menambahkan customer' without one", { status: 500 }, "Gagal menambahkan customer"],
  ])("shows %s when adding fails", async (_case, answer, message) => {
    const { onAdded, user } = renderModal(answer);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(onAdded).not.toHaveBeenCalled();
  });
});
