import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { USER_STORAGE_KEY } from "../../features/auth/auth-storage";
import { unauthenticated } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { testUsers } from "../../test/users";

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Username atau Email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Masuk" }));
}

describe("/login", () => {
  it("requires both fields, with inline messages", async () => {
    const { calls } = renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: "Masuk" }));
    expect(await screen.findByText("Username atau email wajib diisi.")).toBeInTheDocument();
    expect(screen.getByText("Password wajib diisi.")).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/api/auth/login")).toBe(false);
  });

  it("shows the server's message on wrong credentials", async () => {
    renderApp("/login", {
      api: {
        "POST /api/auth/login": {
          status: 401,
          body: { message: "Username/email atau password salah.", code: "INVALID_CREDENTIALS" },
        },
      },
    });
    await fillAndSubmit("kasir", "salah");
    expect(await screen.findByRole("alert")).toHaveTextContent("Username/email atau password salah.");
  });

  it("signs in, stores the profile and redirects by role", async () => {
    let signedIn = false;
    const { router } = renderApp("/login", {
      api: {
        "POST /api/auth/login": () => {
          signedIn = true;
          return { body: { message: "Login berhasil.", user: testUsers.cashier } };
        },
        "GET /api/auth/profile": () => (signedIn ? { body: testUsers.cashier } : unauthenticated),
      },
    });
    await fillAndSubmit("kasir", "rahasia123");
    await waitFor(() => expect(router.state.location.pathname).toBe("/pos"));
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? "null")?._id).toBe("u-cashier");
  });

  it("logs out again when the profile cannot be read after login", async () => {
    let signedIn = false;
    const { calls, router } = renderApp("/login", {
      api: {
        "POST /api/auth/login": () => {
          signedIn = true;
          return { body: { message: "Login berhasil.", user: testUsers.cashier } };
        },
        "GET /api/auth/profile": () =>
          signedIn
            ? { status: 503, body: { message: "Database sedang tidak dapat dihubungi.", code: "SERVICE_UNAVAILABLE" } }
            : unauthenticated,
        "POST /api/auth/logout": { body: { message: "Anda telah logout." } },
      },
    });
    await fillAndSubmit("kasir", "rahasia123");
    expect(await screen.findByText("Gagal mengambil data profil lengkap setelah login.")).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/api/auth/logout")).toBe(true);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe("/login");
  });
});

describe("logout", () => {
  it("clears the session even when the server call fails and goes to /admin/login for staff roles", async () => {
    const { router } = renderApp("/admin/dashboard", {
      user: testUsers.admin,
      api: { "POST /api/auth/logout": { status: 500, body: { message: "Terjadi kesalahan", code: "INTERNAL" } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Admin Kedai/ }));
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole("button", { name: "Masuk" })).toBeInTheDocument();
  });
});
