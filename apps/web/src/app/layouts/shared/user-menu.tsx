import { homePathFor, isAdminRole, type ProfileUser, profilePathFor, ROLE_LABELS } from "@kedai/shared";
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLogout } from "../../../features/auth/use-logout";
import { cn } from "../../../lib/cn";

function roleLabel(user: ProfileUser): string {
  if (isAdminRole(user.role)) return ROLE_LABELS[user.role];
  return user.customerType === "Franchise" ? "Mitra Franchise" : "Pelanggan";
}

const itemClass =
  "flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-stone-700 hover:bg-amber-50 hover:text-amber-800 focus:bg-amber-50 focus:outline-none";

/** The top bar's user menu: the user's name with Dashboard, Profil Saya and Logout. */
export function UserMenu({ user, tone = "light" }: { user: ProfileUser; tone?: "light" | "dark" }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  const { pathname } = useLocation();
  const name = user.fullName || user.username;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "flex items-center gap-2 rounded-full py-1 pr-2 pl-1 transition-colors",
          tone === "dark" ? "text-stone-100 hover:bg-white/10" : "text-stone-700 hover:bg-stone-100",
        )}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-amber-600 text-sm font-bold text-white uppercase">
          {name.charAt(0)}
        </span>
        <span className="hidden text-left leading-tight sm:block">
          <span className="block max-w-40 truncate text-sm font-semibold">{name}</span>
          <span className={cn("block text-xs", tone === "dark" ? "text-stone-400" : "text-stone-500")}>
            {roleLabel(user)}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 z-40 mt-2 w-52 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-stone-100 px-4 py-2 sm:hidden">
            <p className="truncate text-sm font-semibold text-stone-800">{name}</p>
            <p className="text-xs text-stone-500">{roleLabel(user)}</p>
          </div>
          <Link role="menuitem" to={homePathFor(user)} className={itemClass}>
            <LayoutDashboard aria-hidden="true" className="size-4" /> Dashboard
          </Link>
          <Link role="menuitem" to={profilePathFor(user)} className={itemClass}>
            <UserRound aria-hidden="true" className="size-4" /> Profil Saya
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={() => logout()}
            className={cn(itemClass, "text-red-600 hover:text-red-700")}
          >
            <LogOut aria-hidden="true" className="size-4" /> Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
