import type { CustomerRecord, MemberRecord } from "@kedai/shared";
import { useState } from "react";
import { FormAndList, PageHeader, Panel, RecordFormPanel, SearchBox, Tabs, useManagedList } from "../../components/ui";
import { useConfirmedCustomerDelete } from "../../features/customers/api/delete-customer";
import { useCustomers } from "../../features/customers/api/get-customers";
import { useFranchiseMembers } from "../../features/customers/api/get-franchise-members";
import { CustomersTable } from "../../features/customers/components/customers-table";
import { MembersTable } from "../../features/customers/components/members-table";
import { PromoteDialog } from "../../features/customers/components/promote-dialog";
import { useLocationOptions } from "../../features/locations/api/use-locations";
import { useStaff } from "../../features/staff/api/use-staff";
import { StaffForm } from "../../features/staff/components/staff-form";
import { StaffPinForm } from "../../features/staff/components/staff-pin-form";
import { StaffTable } from "../../features/staff/components/staff-table";
import { useServerSearch } from "../../lib/list-search";

/** Staff accounts: the form beside the list, Edit and Hapus per row. */
function StaffTab() {
  const search = useServerSearch();
  const staff = useStaff(search.query);
  const { locations } = useLocationOptions();
  const { list } = useManagedList(staff, {
    name: (row) => row.fullName,
    confirmMessage: (row) => `Anda yakin ingin menghapus pegawai "${row.fullName}"? Absensinya tetap tercatat.`,
    empty: "Belum ada pegawai.",
    notFound: "Pegawai tidak ditemukan.",
    search,
  });
  return (
    <FormAndList
      form={
        <div className="space-y-6">
          <RecordFormPanel resource={staff} title={`${staff.editing ? "Edit" : "Tambah"} Pegawai`}>
            {(form) => <StaffForm {...form} locations={locations} />}
          </RecordFormPanel>
          {staff.editing ? (
            <Panel
              title="PIN Persetujuan"
              description="PIN manajer atau admin menyetujui diskon besar dan pembatalan pesanan yang sudah dibayar di kasir."
            >
              <StaffPinForm key={staff.editing._id} staffId={staff.editing._id} name={staff.editing.fullName} />
            </Panel>
          ) : null}
        </div>
      }
      list={
        <Panel title="Daftar Pegawai" actions={<SearchBox id="staff-search" label="Cari pegawai" {...search.box} />}>
          <StaffTable {...list} />
        </Panel>
      }
    />
  );
}

/** Ordinary customers: delete one, or make them a franchise member. */
function CustomersList() {
  const { locations } = useLocationOptions("Active");
  const search = useServerSearch();
  const customers = useCustomers(search.query);
  const remove = useConfirmedCustomerDelete<CustomerRecord>("pelanggan");
  const [promoting, setPromoting] = useState<CustomerRecord | null>(null);

  return (
    <Panel title="Daftar Pelanggan" actions={<SearchBox id="customer-search" label="Cari pelanggan" {...search.box} />}>
      <CustomersTable
        rows={customers.data}
        loading={customers.isPending}
        emptyMessage={search.searching ? "Pelanggan tidak ditemukan." : "Belum ada pelanggan."}
        actions={{ ...remove, onPromote: setPromoting }}
      />
      {promoting ? (
        <PromoteDialog
          key={promoting._id}
          customer={promoting}
          locations={locations}
          onClose={() => setPromoting(null)}
        />
      ) : null}
    </Panel>
  );
}

/** Franchise members and their outlets: delete one. */
function MembersList() {
  const search = useServerSearch();
  const members = useFranchiseMembers(search.query);
  const remove = useConfirmedCustomerDelete<MemberRecord>("member");

  return (
    <Panel
      title="Daftar Member Franchise"
      actions={<SearchBox id="member-search" label="Cari member" {...search.box} />}
    >
      <MembersTable
        rows={members.data}
        loading={members.isPending}
        emptyMessage={search.searching ? "Member tidak ditemukan." : "Belum ada member franchise."}
        actions={remove}
      />
    </Panel>
  );
}

/**
 * /admin/pengguna (Manajemen Pengguna, admin only like its API): staff accounts, and customers with
 * franchise members.
 */
export function UsersPage() {
  return (
    <section>
      <PageHeader title="Manajemen Pengguna" description="Akun pegawai, pelanggan dan member franchise." />
      <Tabs
        label="Jenis pengguna"
        tabs={[
          { id: "staff", label: "Pegawai & Staff", content: <StaffTab /> },
          {
            id: "customers",
            label: "Pelanggan & Member",
            content: (
              <Tabs
                label="Pelanggan atau member"
                variant="pills"
                tabs={[
                  { id: "customers", label: "Pelanggan", content: <CustomersList /> },
                  { id: "members", label: "Member Franchise", content: <MembersList /> },
                ]}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
