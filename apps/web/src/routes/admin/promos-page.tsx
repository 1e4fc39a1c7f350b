import { Plus } from "lucide-react";
import { useState } from "react";
import { Button, Modal, PageHeader, Panel, useManagedList } from "../../components/ui";
import { usePromos } from "../../features/promos/api/use-promos";
import { PromoForm } from "../../features/promos/components/promo-form";
import { PromosTable } from "../../features/promos/components/promos-table";

/**
 * /admin/promo: the promos in a table; 'Tambah Promo' and each row's Edit open the form in a
 * dialog ('Tambah Promo Baru' / 'Edit Promo') that Escape, the backdrop or its close button close.
 */
export function PromosPage() {
  const promos = usePromos();
  const [adding, setAdding] = useState(false);
  const { list } = useManagedList(promos, {
    name: (promo) => `promo ${promo.name}`,
    confirmMessage: () => "Apakah Anda yakin ingin menghapus promo ini?",
    empty: "Belum ada promo.",
  });
  const editing = promos.editing !== null;
  const close = () => {
    setAdding(false);
    promos.cancelEdit();
  };

  return (
    <section>
      <PageHeader
        title="Manajemen Promo"
        description="Kode diskon untuk kasir dan toko online."
        actions={
          <Button
            onClick={() => {
              promos.cancelEdit();
              setAdding(true);
            }}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            Tambah Promo
          </Button>
        }
      />
      <Panel title="Daftar Promo">
        <PromosTable {...list} />
      </Panel>
      <Modal
        open={adding || editing}
        onClose={close}
        title={editing ? "Edit Promo" : "Tambah Promo Baru"}
        size="lg"
        dismissible={!promos.saving}
      >
        <PromoForm
          key={promos.editing?._id ?? "new"}
          record={promos.editing}
          saving={promos.saving}
          onCancel={close}
          onSubmit={async (body) => {
            const result = await promos.submit(body);
            if (result.ok) setAdding(false);
            return result;
          }}
        />
      </Modal>
    </section>
  );
}
