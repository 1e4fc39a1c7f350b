import { createRoutesFromElements, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_NAVIGATION, ADMIN_PATHS_OUTSIDE_SIDEBAR } from "../../app/navigation";
import { paths } from "../../config/paths";
import { adminRoutes } from "./admin-area";

/** The full address of every page the admin route table serves (its catch-all redirect excluded). */
function servedPaths(routes: RouteObject[], base: string): string[] {
  return routes.flatMap((route) => {
    if (route.path === "*") return [];
    const path = route.path ? `${base}/${route.path}` : base;
    return route.children ? servedPaths(route.children, path) : [path];
  });
}

const served = servedPaths(createRoutesFromElements(adminRoutes), paths.admin.root);
const sidebarLinks = ADMIN_NAVIGATION.flatMap((group) => group.items.map((item) => item.to));

describe("the admin sidebar and the admin route table", () => {
  it("link only to pages the router serves", () => {
    expect(sidebarLinks.filter((link) => !served.includes(link))).toEqual([]);
  });

  it("leave no page unreachable: each is in the sidebar or listed as outside it on purpose", () => {
    const unlisted = served.filter(
      (path) => !sidebarLinks.includes(path) && !ADMIN_PATHS_OUTSIDE_SIDEBAR.includes(path),
    );
    expect(unlisted).toEqual([]);
  });
});
