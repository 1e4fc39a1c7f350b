import { describe, expect, it } from "vitest";
import { createCustomer } from "../../../test/factories";
import { useTestApp } from "../../../test/test-app";

const { ctx, db, loginAs } = useTestApp();

describe("a customer's profile", () => {
  it("edits name, phone and email, refusing an email another account has", async () => {
    const other = await createCustomer(db());
    const customer = await loginAs("customer");
    const saved = await customer.put("/api/customers/profile", {
      name: "Rina Baru",
      phone: "081299998888",
      email: "Rina.Baru@Contoh.id",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ name: "Rina Baru", phone: "081299998888", email: "rina.baru@contoh.id" });
    expect((await customer.get("/api/auth/profile")).json()).toMatchObject({ fullName: "Rina Baru", loyaltyPoints: 0 });

    const taken = await customer.put("/api/customers/profile", {
      name: "Rina",
      phone: "081299998888",
      email: other.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toBe("Email sudah terdaftar.");
    expect((await (await loginAs("cashier")).put("/api/customers/profile", {})).statusCode).toBe(403);
    expect((await ctx.client().put("/api/customers/profile", {})).statusCode).toBe(401);
  });

  it("replaces the saved addresses, requiring label and detail, and shows them in the profile", async () => {
    const customer = await loginAs("customer");
    const first = await customer.put("/api/customers/profile/addresses", {
      addresses: [
        { label: "Rumah", detail: "Jl. Melati 2", notes: "Pagar hitam" },
        { label: "Kantor", detail: "Jl. Sudirman 10" },
      ],
    });
    expect(first.statusCode).toBe(200);
    const [home, office] = first.json().addresses;
    expect([home.label, office.label]).toEqual(["Rumah", "Kantor"]);

    const second = await customer.put("/api/customers/profile/addresses", {
      addresses: [{ _id: office._id, label: "Kantor Baru", detail: "Jl. Thamrin 1" }],
    });
    expect(second.json().addresses).toEqual([
      { _id: office._id, label: "Kantor Baru", detail: "Jl. Thamrin 1", notes: null },
    ]);
    expect((await customer.get("/api/auth/profile")).json().addresses).toEqual(second.json().addresses);

    const noLabel = await customer.put("/api/customers/profile/addresses", {
      addresses: [{ label: " ", detail: "X" }],
    });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().fields["addresses.0.label"]).toBe("Label alamat wajib diisi.");
    const noDetail = await customer.put("/api/customers/profile/addresses", { addresses: [{ label: "Rumah" }] });
    expect(noDetail.statusCode).toBe(400);

    // Another customer's address id does not move that address here.
    const stranger = await loginAs("customer");
    const stolen = await stranger.put("/api/customers/profile/addresses", {
      addresses: [{ _id: office._id, label: "Curian", detail: "Jl. Lain" }],
    });
    expect(stolen.json().addresses[0]._id).not.toBe(office._id);
    expect((await customer.get("/api/auth/profile")).json().addresses[0].label).toBe("Kantor Baru");
  });
});
