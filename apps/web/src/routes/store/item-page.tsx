import type { ChosenOption, MenuItem } from "@kedai/shared";
import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { ErrorAlert } from "../../components/ui/alert";
import { LoadingText } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { cartItemFor } from "../../features/cart/cart-rules";
import { useCart } from "../../features/cart/use-cart";
import { useMenuItem } from "../../features/menu/api/get-menu-item";
import { ProductDetail } from "../../features/menu/components/product-detail";
import { toast } from "../../lib/toast";
import { ShopClosedNotice } from "./shop-closed-notice";
import { useStorePage } from "./use-store-page";

export const PRODUCT_LOAD_FAILED = "Produk tidak dapat ditemukan atau terjadi kesalahan server.";

export function ItemPage() {
  const { id = "" } = useParams();
  const item = useMenuItem(id);
  const cart = useCart();
  const navigate = useNavigate();
  const settings = useStorePage(item.data?.name ?? "Detail Produk", item.data?.description);

  function add(product: MenuItem, options: ChosenOption[], quantity: number) {
    cart.add(cartItemFor(product, options, quantity));
    toast.success(`${product.name} ditambahkan ke keranjang.`);
    navigate(paths.store.order);
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <Link
        to={paths.store.order}
        className="inline-flex items-center gap-1 text-sm font-medium text-amber-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Kembali ke menu
      </Link>
      <ShopClosedNotice hours={settings.operationalHours} preOrders={settings.preOrdersWhileClosed} />
      {item.isPending ? <LoadingText /> : null}
      {item.isError ? <ErrorAlert>{PRODUCT_LOAD_FAILED}</ErrorAlert> : null}
      {item.data ? (
        <ProductDetail
          key={item.data._id}
          product={item.data}
          onAdd={(options, quantity) => item.data && add(item.data, options, quantity)}
        />
      ) : null}
    </div>
  );
}
