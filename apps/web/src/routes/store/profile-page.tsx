import { AWAITING_PAYMENT_WORD, type OrderRecord, orderStatusWord } from "@kedai/shared";
import { Award } from "lucide-react";
import type { ReactNode } from "react";
import { useAuth } from "../../features/auth/auth-context";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";
import { UnpaidOrderActions } from "../../features/checkout/components/unpaid-order-actions";
import { AddressBook } from "../../features/profile/components/address-book";
import { OrderHistory } from "../../features/profile/components/order-history";
import { ProfileForm } from "../../features/profile/components/profile-form";
import { PendingOrderNotice } from "./pending-order-notice";
import { useStorePage } from "./use-store-page";

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-amber-100 bg-white p-5 shadow-sm sm:p-6 ${className ?? ""}`}>
      <h2 className="mb-4 text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** The customer's own page: contact data, points, orders, saved addresses and the password. */
/** An online payment still open (the customer left the payment page): pay it or call it off. */
function unpaidActions(order: OrderRecord) {
  if (orderStatusWord(order) !== AWAITING_PAYMENT_WORD) return null;
  return (
    <div className="mt-2">
      <UnpaidOrderActions orderId={order.orderId} />
    </div>
  );
}

export function ProfilePage() {
  const settings = useStorePage("Profil Saya");
  const { user, refreshProfile } = useAuth();
  if (!user) return null;
  const name = user.name || user.fullName || user.username;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">Profil Saya</h1>
          <p className="text-stone-600">Halo, {name}!</p>
        </div>
        <p className="flex items-center gap-2 rounded-2xl bg-amber-100 px-4 py-2 text-amber-900">
          <Award aria-hidden="true" className="size-5" />
          <span>
            Poin Loyalitas: <strong className="text-lg">{user.loyaltyPoints ?? 0}</strong>
          </span>
        </p>
      </header>
      <PendingOrderNotice />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card title="Riwayat Pesanan" className="md:col-span-2">
          <OrderHistory contactNumber={settings.contactNumber} actionsOf={unpaidActions} />
        </Card>
        <Card title="Data Diri">
          <ProfileForm initial={{ name, email: user.email ?? "", phone: user.phone ?? "" }} onSaved={refreshProfile} />
        </Card>
        <Card title="Alamat Tersimpan">
          <AddressBook addresses={user.addresses ?? []} onSaved={refreshProfile} />
        </Card>
        <Card title="Ubah Password">
          <ChangePasswordForm />
        </Card>
      </div>
    </div>
  );
}
