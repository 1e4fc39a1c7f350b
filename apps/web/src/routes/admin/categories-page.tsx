import { PageHeader } from "../../components/ui";
import { CategoryManager } from "../../features/categories/components/category-manager";

/** /admin/kategori (B2 Category management). */
export function CategoriesPage() {
  return (
    <section>
      <PageHeader title="Manajemen Kategori" description="Kelompokkan menu agar mudah ditemukan pelanggan." />
      <CategoryManager />
    </section>
  );
}
