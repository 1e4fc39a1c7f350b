import { Fragment, type ReactNode } from "react";
import type { RecordFormProps } from "../../lib/use-record-form";
import type { SubmitResult } from "../../lib/use-resource";
import { PageHeader } from "./page-header";
import { FormAndList, Panel, type PanelProps } from "./panel";
import { SearchBox, type SearchBoxProps } from "./search-box";

/** What a form panel needs from its screen's resource (lib/use-resource). */
export type FormResource<Row, Body> = {
  editing: Row | null;
  saving: boolean;
  submit: (body: Body) => Promise<SubmitResult>;
  cancelEdit: () => void;
};

/**
 * The form card of a management screen: highlighted in edit mode, and the form inside started
 * afresh whenever another row (or none) is loaded. `children` renders the form from its props:
 * `{(form) => <UnitForm {...form} />}`.
 */
export function RecordFormPanel<Row extends { _id: string }, Body>({
  resource,
  children,
  ...panel
}: Omit<PanelProps, "children" | "highlight"> & {
  resource: FormResource<Row, Body>;
  children: (form: RecordFormProps<Row, Body>) => ReactNode;
}) {
  const { editing } = resource;
  return (
    <Panel highlight={editing !== null} {...panel}>
      <Fragment key={editing?._id ?? "new"}>
        {children({
          record: editing,
          saving: resource.saving,
          onSubmit: resource.submit,
          onCancel: resource.cancelEdit,
        })}
      </Fragment>
    </Panel>
  );
}

/**
 * A management screen: the page title, then the form card ('Tambah {noun}' / 'Edit {noun}',
 * a RecordFormPanel rendering `renderForm`) beside or above the list card, whose heading row holds
 * the list's `filters` and its search box when `search` is given. `children` is the list.
 */
export function ManagementScreen<Row extends { _id: string }, Body>({
  title,
  description,
  resource,
  noun,
  renderForm,
  listTitle,
  search,
  filters,
  children,
}: {
  title: string;
  description?: ReactNode;
  resource: FormResource<Row, Body>;
  /** What one row is called in the form's title, e.g. 'Satuan', 'Item Stok'. */
  noun: string;
  renderForm: (form: RecordFormProps<Row, Body>) => ReactNode;
  listTitle: ReactNode;
  search?: SearchBoxProps;
  /** Choices narrowing the list beside its search box (the stock's location). */
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section>
      <PageHeader title={title} description={description} />
      <FormAndList
        form={
          <RecordFormPanel resource={resource} title={`${resource.editing ? "Edit" : "Tambah"} ${noun}`}>
            {renderForm}
          </RecordFormPanel>
        }
        list={
          <Panel
            title={listTitle}
            actions={
              filters || search ? (
                <div className="flex flex-wrap items-end gap-2">
                  {filters}
                  {search ? <SearchBox {...search} /> : null}
                </div>
              ) : undefined
            }
          >
            {children}
          </Panel>
        }
      />
    </section>
  );
}
