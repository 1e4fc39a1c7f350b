import { ORDER_STATUS } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { csrfRoute, mockApi } from "../test/fetch-mock";
import { ApiError, api, messageOf } from "./api";

describe("api client", () => {
  it("sends the CSRF token on mutating requests and not on reads", async () => {
    const { calls } = mockApi({
      ...csrfRoute,
      "GET /api/settings": { body: { companyName: "Kedai" } },
      "POST /api/auth/logout": { body: { message: "ok" } },
    });
    await api.get("/settings");
    await api.post("/auth/logout");
    expect(calls.find((c) => c.path === "/api/settings")?.headers["x-csrf-token"]).toBeUndefined();
    expect(calls.find((c) => c.path === "/api/auth/logout")?.headers["x-csrf-token"]).toBe("token-1");
  });

  it("refetches the token and retries once when the server answers 403 CSRF", async () => {
    let tokens = 0;
    let attempts = 0;
    const { calls } = mockApi({
      "GET /api/auth/csrf": () => ({ body: { csrfToken: `token-${++tokens}` } }),
      "PUT /api/auth/change-password": ({ headers }) => {
        attempts++;
        return headers["x-csrf-token"] === "token-2"
          ? { body: { success: true, message: "Password berhasil diperbarui." } }
          : { status: 403, body: { message: "Sesi formulir tidak valid.", code: "CSRF" } };
      },
    });

    const answer = await api.put<{ message: string }>("/auth/change-password", { oldPassword: "a", newPassword: "b" });

    expect(answer.message).toBe("Password berhasil diperbarui.");
    expect(attempts).toBe(2);
    expect(calls.filter((c) => c.path === "/api/auth/csrf")).toHaveLength(2);
  });

  it("gives up after one retry", async () => {
    mockApi({
      ...csrfRoute,
      "POST /api/auth/logout": { status: 403, body: { message: "Sesi formulir tidak valid.", code: "CSRF" } },
    });
    await expect(api.post("/auth/logout")).rejects.toMatchObject({ status: 403, code: "CSRF" });
  });

  it("turns error bodies into ApiError with status, code, message and fields", async () => {
    mockApi({
      ...csrfRoute,
      "POST /api/customers/register": {
        status: 409,
        body: { message: "Email sudah terdaftar. Silakan login.", code: "EMAIL_TAKEN", fields: { email: "Sudah ada" } },
      },
    });
    const error = await api.post("/customers/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "EMAIL_TAKEN", fields: { email: "Sudah ada" } });
    expect(messageOf(error, "Registrasi gagal. Mohon coba lagi.")).toBe("Email sudah terdaftar. Silakan login.");
  });

  it("falls back to the screen's message when the server sent none or was unreachable", async () => {
    mockApi({ "GET /api/settings": { status: 502 } });
    const badGateway = await api.get("/settings").catch((e: unknown) => e);
    expect(messageOf(badGateway, "Gagal memuat data.")).toBe("Gagal memuat data.");

    const { fetchMock } = mockApi({});
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const offline = await api.get("/settings").catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, code: "NETWORK" });
    expect(messageOf(offline, "Gagal memuat data.")).toBe("Gagal memuat data.");
  });

  it("builds query strings without empty values", async () => {
    const { calls } = mockApi({ "GET /api/orders": { body: { data: [], page: 2, limit: 50, total: 0 } } });
    await api.get("/orders", { query: { status: ORDER_STATUS.New, page: 2, from: "", to: undefined } });
    expect(calls[0].url.search).toBe("?status=New&page=2");
  });
});
