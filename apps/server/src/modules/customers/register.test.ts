import { errorMessages } from "@kedai/shared";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer, TEST_PASSWORD } from "../../../test/factories";
import { type TestClient, useTestApp } from "../../../test/test-app";
import { customers } from "../../db/schema";
import { SESSION_COOKIE } from "../auth/session.service";

/** Sign-up (POST /customers/register) as the storefront's register page uses it. */
const { ctx } = useTestApp();

/** A customer who signed up earlier, whose email a newcomer tries to take. */
beforeAll(async () => {
  await createCustomer(ctx.database.db, { email: "pelanggan@contoh.id" });
});

let addressCounter = 0;
/** Sign-ups are limited per address; each test browser gets its own. */
function browser(): { client: TestClient; headers: Record<string, string> } {
  addressCounter += 1;
  return { client: ctx.client(), headers: { "x-forwarded-for": `198.51.100.${addressCounter}` } };
}

async function register(payload: unknown, b = browser()) {
  const response = await b.client.post("/api/customers/register", payload, { headers: b.headers });
  return { response, client: b.client };
}

const valid = { name: "Dewi Lestari", email: "dewi@contoh.id", phone: "0812-3456-7890", password: "rahasia9" };

async function customerCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(customers);
  return row.n;
}

async function customerByEmail(email: string) {
  const [row] = await ctx.database.db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return row;
}

describe("register validation", () => {
  it("asks for every required field at once, in Indonesian", async () => {
    const { response } = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      fields: {
        name: "Nama wajib diisi.",
        email: "Email wajib diisi.",
        phone: "Nomor telepon wajib diisi.",
        password: "Password wajib diisi.",
      },
    });
  });

  it.each([
    ["name missing", { name: undefined }, "name", "Nama wajib diisi."],
    ["name only spaces", { name: "   " }, "name", "Nama wajib diisi."],
    ["email missing", { email: undefined }, "email", "Email wajib diisi."],
    ["email empty", { email: "" }, "email", "Email wajib diisi."],
    ["email malformed", { email: "dewi@" }, "email", "Format email tidak valid."],
    ["email without domain dot", { email: "dewi contoh.id" }, "email", "Format email tidak valid."],
    ["phone missing", { phone: undefined }, "phone", "Nomor telepon wajib diisi."],
    ["phone not a number", { phone: "telepon saya" }, "phone", "Nomor telepon tidak valid."],
    ["password missing", { password: undefined }, "password", "Password wajib diisi."],
    ["password of 5 characters", { password: "12345" }, "password", "Password minimal 6 karakter."],
    ["name too long", { name: "x".repeat(101) }, "name", "Nama maksimal 100 karakter."],
    ["email too long", { email: `${"k".repeat(250)}@contoh.id` }, "email", "Email terlalu panjang."],
  ])("%s → 400 with the field's message", async (_label, change, field, message) => {
    const before = await customerCount();
    const { response } = await register({ ...valid, email: "valid.unik@contoh.id", ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("VALIDATION");
    expect(body.message).toBe(message);
    expect(body.fields).toEqual({ [field]: message });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await customerCount()).toBe(before);
  });

  it("accepts a password of exactly 6 characters", async () => {
    const { response } = await register({ ...valid, email: "enam@contoh.id", password: "123456" });
    expect(response.statusCode).toBe(201);
  });
});

describe("register", () => {
  it("creates the customer (201), logs them in at once and never returns the password", async () => {
    const { response, client } = await register(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      fullName: "Dewi Lestari",
      email: "dewi@contoh.id",
      role: "customer",
      customerType: "Regular",
      loyaltyPoints: 0,
    });
    expect(response.body).not.toMatch(/password/i);
    expect(response.body).not.toContain("rahasia9");
    expect(response.body).not.toContain("scrypt");

    const profile = await client.get("/api/auth/profile");
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      _id: body.user._id,
      fullName: "Dewi Lestari",
      username: "dewi@contoh.id",
      role: "customer",
      customerType: "Regular",
    });
    expect(profile.body).not.toMatch(/password/i);

    // The password is stored hashed, and works at the login page.
    const stored = await customerByEmail("dewi@contoh.id");
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain("rahasia9");
    const login = await ctx.client().post("/api/auth/login", { username: "dewi@contoh.id", password: "rahasia9" });
    expect(login.statusCode).toBe(200);
    expect(login.body).not.toMatch(/password/i);
  });

  it("stores the email in lower case and trims the fields", async () => {
    const { response } = await register({
      name: "  Andi Wijaya ",
      email: "  Andi.Wijaya@Contoh.ID ",
      phone: " +62 812 7777 8888 ",
      password: "rahasia9",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      fullName: "Andi Wijaya",
      email: "andi.wijaya@contoh.id",
      phone: "+62 812 7777 8888",
    });
    const login = await ctx
      .client()
      .post("/api/auth/login", { username: "ANDI.WIJAYA@contoh.id", password: "rahasia9" });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ["the same case", "pelanggan@contoh.id"],
    ["another case", "PELANGGAN@Contoh.Id"],
  ])("refuses an email already registered (%s) with 409 and changes nothing", async (_label, email) => {
    const before = await customerByEmail("pelanggan@contoh.id");
    const total = await customerCount();
    const { response, client } = await register({
      name: "Penyusup",
      email,
      phone: "089999999999",
      password: "baru-sekali",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "EMAIL_TAKEN",
      message: errorMessages.EMAIL_TAKEN,
      fields: { email: "Email sudah terdaftar." },
    });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await client.get("/api/auth/profile")).statusCode).toBe(401);

    expect(await customerCount()).toBe(total);
    expect(await customerByEmail("pelanggan@contoh.id")).toEqual(before);
    const owner = await ctx
      .client()
      .post("/api/auth/login", { username: "pelanggan@contoh.id", password: TEST_PASSWORD });
    expect(owner.statusCode).toBe(200);
    const intruder = await ctx
      .client()
      .post("/api/auth/login", { username: "pelanggan@contoh.id", password: "baru-sekali" });
    expect(intruder.statusCode).toBe(401);
  });

  it("a customer added at the cashier (no password) claims the record with that email and phone", async () => {
    const walkIn = await createCustomer(ctx.database.db, {
      name: "Tamu",
      email: "Rudi.Hartono@Contoh.id",
      phone: "+62 812-0000-2222",
      loyaltyPoints: 35,
      password: null,
    });
    const total = await customerCount();

    // Knowing the email is not enough: the phone the cashier recorded must match.
    const stranger = await register({
      name: "Orang Lain",
      email: "rudi.hartono@contoh.id",
      phone: "081299998888",
      password: "bukan-rudi",
    });
    expect(stranger.response.statusCode).toBe(409);
    expect(stranger.response.json().message).toBe(
      "Email ini sudah terdaftar di kasir dengan nomor telepon lain. Silakan hubungi kasir kami untuk mendaftarkan akun Anda.",
    );
    expect(await customerCount()).toBe(total);

    const { response, client } = await register({
      name: "Rudi Hartono",
      email: "rudi.hartono@contoh.id",
      phone: "081200002222",
      password: "rudi-rahasia",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      _id: walkIn.id,
      fullName: "Rudi Hartono",
      phone: "081200002222",
      loyaltyPoints: 35,
    });
    expect(await customerCount()).toBe(total);
    expect((await client.get("/api/auth/profile")).json()._id).toBe(walkIn.id);

    // Once claimed, the email is taken like any other.
    const again = await register({ ...valid, email: "rudi.hartono@contoh.id" });
    expect(again.response.statusCode).toBe(409);
    const login = await ctx
      .client()
      .post("/api/auth/login", { username: "rudi.hartono@contoh.id", password: "rudi-rahasia" });
    expect(login.statusCode).toBe(200);
  });

  it("signing up while logged in as someone else ends that session", async () => {
    const b = browser();
    const member = await createCustomer(ctx.database.db, { customerType: "Franchise" });
    await b.client.post("/api/auth/login", { username: member.email, password: TEST_PASSWORD }, { headers: b.headers });
    const previous = b.client.cookieHeader().match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))![1];
    const { response } = await register({ ...valid, email: "ganti.akun@contoh.id" }, b);
    expect(response.statusCode).toBe(201);
    expect((await b.client.get("/api/auth/profile")).json().email).toBe("ganti.akun@contoh.id");
    const replay = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      headers: { cookie: `${SESSION_COOKIE}=${previous}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it("two sign-ups racing for one email make one account", async () => {
    const payload = { ...valid, email: "balapan@contoh.id" };
    const [first, second] = await Promise.all([register(payload), register(payload)]);
    const statuses = [first.response.statusCode, second.response.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = first.response.statusCode === 409 ? first.response : second.response;
    expect(loser.json()).toMatchObject({ code: "EMAIL_TAKEN", message: errorMessages.EMAIL_TAKEN });
    const rows = await ctx.database.db.select().from(customers).where(eq(customers.email, "balapan@contoh.id"));
    expect(rows).toHaveLength(1);
  });
});
