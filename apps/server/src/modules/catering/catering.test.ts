import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";

const { ctx, loginAs } = useTestApp();

const request = {
  name: "Budi",
  phone: "081211112222",
  email: "budi@contoh.id",
  eventDate: "2026-12-20",
  guestCount: 80,
  address: "Gedung Serbaguna, Jl. Kenanga 5",
  message: "Crepes manis dan asin untuk arisan.",
};

describe("catering requests", () => {
  it("are taken from anyone with every field, and listed newest first for admins and managers", async () => {
    const guest = ctx.client();
    const sent = await guest.post("/api/catering", request);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toContain("Permintaan katering Anda sudah kami terima");
    await guest.post("/api/catering", { ...request, name: "Ani" });

    for (const field of Object.keys(request)) {
      const { [field as keyof typeof request]: _, ...missing } = request;
      expect((await guest.post("/api/catering", missing)).statusCode, field).toBe(400);
    }

    const list = await (await loginAs("manager")).get("/api/catering");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual(["Ani", "Budi"]);
    expect(list.json().data[1]).toMatchObject(request);
    expect((await (await loginAs("cashier")).get("/api/catering")).statusCode).toBe(403);
    expect((await guest.get("/api/catering")).statusCode).toBe(401);
  });
});
