// A management screen (units, tables, ... and the next ones) is built one way:
//   data    lib/use-resource: useResource({ path, messages: { ..., ...namedToasts("Satuan") } })
//   screen  ManagementScreen (or RecordFormPanel + your own layout), useManagedList for the list
//   form    (props: RecordFormProps) => useRecordForm(props, { schema, empty, toValues }) + <RecordForm>
//   list    (list: ManagedListProps) => <DataTable caption columns rowKey={rowId} {...list} />
//   search  const search = useServerSearch() (lib/list-search); useStockItems(search.query);
//           useManagedList(stock, { ..., search }); <ManagementScreen search={{ id, label, ...search.box }}>
// See routes/admin/master-data/units-page.tsx for the smallest complete one.
export { ErrorAlert } from "./alert";
export { Badge, type BadgeProps, type BadgeTone } from "./badge";
export { Button, type ButtonProps, buttonClasses } from "./button";
export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";
export { type ConfirmOptions, ConfirmProvider, useConfirm } from "./confirm-provider";
export { type ControlledFieldProps, useControlledField } from "./controlled-field";
export { type Column, DataTable, type DataTableProps, nameColumn, rowId } from "./data-table";
export { DateField, type DateFieldProps, DateInput, type DateInputProps } from "./date-input";
export {
  DateTimeField,
  type DateTimeFieldProps,
  DateTimeInput,
  type DateTimeInputProps,
} from "./date-time-input";
export {
  CheckboxField,
  type CheckboxFieldProps,
  describedBy,
  EmailField,
  Field,
  type FieldProps,
  namedOptions,
  OptionsSelect,
  type OptionsSelectProps,
  optionsOf,
  PhoneField,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  TextareaField,
  type TextareaFieldProps,
  TextField,
  type TextFieldProps,
} from "./field";
export { FormActions, type FormActionsProps, RecordForm, type RecordFormElementProps } from "./form-actions";
export { controlClasses, Input, Select, Textarea } from "./input";
export { ItemQuantityCells, type ItemQuantityCellsProps } from "./item-quantity-cells";
export { LoadMore, type LoadMoreProps, PagedDataTable } from "./load-more";
export {
  EDITING_ROW_CLASS,
  type ListResource,
  type ManagedListProps,
  useManagedList,
} from "./managed-list";
export { type FormResource, ManagementScreen, RecordFormPanel } from "./management-screen";
export { Modal, type ModalProps } from "./modal";
export {
  NumberField,
  type NumberFieldProps,
  NumberInput,
  type NumberInputProps,
  type NumberValue,
} from "./number-input";
export { PageHeader } from "./page-header";
export { FormAndList, Panel, type PanelProps } from "./panel";
export { ProductPicture } from "./product-picture";
export {
  QuantityField,
  type QuantityFieldProps,
  QuantityInput,
  type QuantityInputProps,
  type QuantityToCheck,
  quantityEcho,
  useConfirmLargeQuantities,
} from "./quantity-input";
export { QuantityStepper } from "./quantity-stepper";
export { RepeatableRows, type RepeatableRowsProps } from "./repeatable-rows";
export { ReportFilters, type ReportFiltersProps } from "./report-filters";
export { RowActions, type RowActionsProps } from "./row-actions";
export {
  RupiahField,
  type RupiahFieldProps,
  RupiahInput,
  type RupiahInputProps,
  type RupiahValue,
} from "./rupiah-input";
export { SearchBox, type SearchBoxProps } from "./search-box";
export { LoadingText, Spinner } from "./spinner";
export { StatusFilterField } from "./status-filter-field";
export { type StockLocationChoices, StockLocationField, type StockLocationFieldProps } from "./stock-location-field";
export { SummaryCard, type SummaryCardProps, SummaryCards, type SummaryCardsProps } from "./summary-card";
export { Switch, type SwitchProps } from "./switch";
export { type TabItem, Tabs, type TabsProps } from "./tabs";
export { irreversibleDeleteMessage, useConfirmDelete } from "./use-confirm-delete";
