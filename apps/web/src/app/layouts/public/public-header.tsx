import { homePathFor, type ProfileUser, profilePathFor, type Settings } from "@kedai/shared";
import { LogOut, Menu, ShoppingCart, UserRound, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../features/auth/auth-context";
import { useLogout } from "../../../features/auth/use-logout";
import { useCartCount } from "../../../features/cart/use-cart-count";
import { cn } from "../../../lib/cn";
import { Brand } from "./brand";
import { PUBLIC_NAV } from "./public-nav";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-amber-100 text-amber-800" : "text-stone-600 hover:bg-amber-50 hover:text-amber-800",
  );

function displayName(user: ProfileUser): string {
  return user.fullName || user.username;
}

function CartLink() {
  const count = useCartCount();
  // Named by its own text, which holds the visible count ("Keranjang (2 item)"): no aria-label that
  // would have to repeat it (speech input users say what they see). The badge is the same number
  // drawn for the eye, hidden from readers so it is not read twice.
  return (
    <Link
      to={paths.store.cart}
      className="relative rounded-full p-2 text-stone-700 hover:bg-amber-50 hover:text-amber-800"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span className="sr-only">{`Keranjang (${count} item)`}</span>
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className={cn(
          "absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold",
          count > 0 ? "bg-orange-700 text-white" : "bg-stone-200 text-stone-600",
        )}
      >
        {count}
      </span>
    </Link>
  );
}

function AccountLinks({ stacked = false }: { stacked?: boolean }) {
  const { user } = useAuth();
  const logout = useLogout();

  if (!user) {
    return (
      <div className={cn("flex gap-2", stacked ? "flex-col" : "items-center")}>
        <Link to={paths.store.login} className={buttonClasses("ghost", "sm")}>
          Login
        </Link>
        <Link to={paths.store.register} className={buttonClasses("primary", "sm")}>
          Daftar
        </Link>
      </div>
    );
  }
  return (
    <div className={cn("flex gap-2", stacked ? "flex-col items-start" : "items-center")}>
      {/* The greeting leads to the user's own home (docs/business-rules.md#roles). */}
      <Link
        to={homePathFor(user)}
        className="max-w-48 truncate text-sm font-medium text-stone-700 hover:text-amber-700"
      >
        Halo, {displayName(user)}
      </Link>
      {user.role === "customer" ? (
        <Link to={profilePathFor(user)} className={buttonClasses("ghost", "sm")} aria-label="Profil Saya">
          <UserRound aria-hidden="true" className="size-4" />
          {stacked ? "Profil Saya" : null}
        </Link>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => logout()}
        icon={<LogOut aria-hidden="true" className="size-4" />}
      >
        Logout
      </Button>
    </div>
  );
}

export function PublicHeader({ settings }: { settings: Settings }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // The phone menu is a temporary panel: following one of its links should close it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-amber-100 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to={paths.store.home} className="shrink-0" aria-label="Beranda">
          <Brand logoUrl={settings.logoUrl} companyName={settings.companyName} />
        </Link>

        <nav aria-label="Navigasi utama" className="hidden items-center gap-1 md:flex">
          {PUBLIC_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <CartLink />
          <div className="hidden md:block">
            <AccountLinks />
          </div>
          <button
            type="button"
            className="rounded-md p-2 text-stone-700 hover:bg-amber-50 md:hidden"
            aria-label={menuOpen ? "Tutup menu" : "Buka menu"}
            aria-expanded={menuOpen}
            aria-controls="public-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>

      {menuOpen ? (
        <div id="public-mobile-menu" className="border-t border-amber-100 bg-white px-4 pt-2 pb-4 md:hidden">
          <nav aria-label="Navigasi utama (ponsel)" className="flex flex-col gap-1">
            {PUBLIC_NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-3 border-t border-stone-100 pt-3">
            <AccountLinks stacked />
          </div>
        </div>
      ) : null}
    </header>
  );
}
