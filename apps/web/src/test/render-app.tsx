import type { ProfileUser } from "@kedai/shared";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers";
import { routes } from "../app/router";
import { storeUser } from "../features/auth/auth-storage";
import { csrfRoute, type MockRoute, mockApi, unauthenticated } from "./fetch-mock";

export type RenderAppOptions = {
  /** Signed in: remembered in storage and confirmed by GET /auth/profile. */
  user?: ProfileUser;
  settings?: Record<string, unknown>;
  api?: Record<string, MockRoute>;
};

/** The whole app at `path`, on a memory router, against a fake API. */
export function renderApp(path: string, { user, settings = {}, api = {} }: RenderAppOptions = {}) {
  if (user) storeUser(user);
  const mock = mockApi({
    ...csrfRoute,
    "GET /api/auth/profile": user ? { body: user } : unauthenticated,
    "GET /api/settings": { body: { companyName: "Kedai Uji", ...settings } },
    ...api,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, ...mock };
}
