import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { USER_STORAGE_KEY } from "../features/auth/auth-storage";
import { unauthenticated } from "../test/fetch-mock";
import { renderApp } from "../test/render-app";
import { testUsers } from "../test/users";

async function expectPath(router: ReturnType<typeof renderApp>["router"], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe("route guards", () => {
  it("sends a guest from a back-office page to /login, remembering where they wanted to go", async () => {
    const { router } = renderApp("/admin/menu");
    await expectPath(router, "/login");
    expect(await screen.findByRole("heading", { name: "Masuk" })).toBeInTheDocument();
    expect((router.state.location.state as { from?: { pathname: string } }).from?.pathname).toBe("/admin/menu");
  });

  it.each(["/pos", "/member/dashboard", "/staff/absensi", "/profile"])(
    "sends a guest from %s to /login",
    async (path) => {
      const { router } = renderApp(path);
      await expectPath(router, "/login");
    },
  );

  it("drops a remembered user whose session the server no longer knows", async () => {
    const { router } = renderApp("/admin/dashboard", {
      user: testUsers.admin,
      api: { "GET /api/auth/profile": unauthenticated },
    });
    await expectPath(router, "/login");
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("keeps USER MANAGEMENT pages for admin only: a manager ends up at their home", async () => {
    const { router } = renderApp("/admin/pengguna", { user: testUsers.manager });
    await expectPath(router, "/admin");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("keeps KEUANGAN pages from staff", async () => {
    const { router } = renderApp("/admin/rugi-laba", { user: testUsers.staff });
    await expectPath(router, "/staff/absensi");
  });

  it("lets a manager open KEUANGAN pages", async () => {
    renderApp("/admin/pengeluaran/kategori", { user: testUsers.manager });
    expect(await screen.findByRole("heading", { name: "Kategori Pengeluaran" })).toBeInTheDocument();
  });

  it("lets a cashier into /admin/profil but nowhere else in the back office", async () => {
    renderApp("/admin/profil", { user: testUsers.cashier });
    expect(await screen.findByRole("heading", { name: "Profil Saya" })).toBeInTheDocument();
  });

  it("sends a cashier away from other back-office pages to the POS", async () => {
    const { router } = renderApp("/admin/menu", { user: testUsers.cashier });
    await expectPath(router, "/pos");
  });

  it("admits only franchise members to the member area", async () => {
    const customer = renderApp("/member/dashboard", { user: testUsers.customer });
    await expectPath(customer.router, "/");
    customer.unmount();
    localStorage.clear();

    const member = renderApp("/member/unknown", { user: testUsers.member });
    await expectPath(member.router, "/member/dashboard");
  });

  it("redirects unknown admin paths to the dashboard and unknown paths to /", async () => {
    const admin = renderApp("/admin/tidak-ada", { user: testUsers.admin });
    await expectPath(admin.router, "/admin/dashboard");
    admin.unmount();
    localStorage.clear();

    const guest = renderApp("/halaman/tidak-ada");
    await expectPath(guest.router, "/");
  });

  it("redirects /staff to /staff/absensi for a cashier", async () => {
    const { router } = renderApp("/staff", { user: testUsers.cashier });
    await expectPath(router, "/staff/absensi");
  });

  it("sends a signed-in user away from the guest-only login page by role", async () => {
    const { router } = renderApp("/login", { user: testUsers.member });
    await expectPath(router, "/member/dashboard");
  });
});
