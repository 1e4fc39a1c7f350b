import type { DeleteAnswer } from "@kedai/shared";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, apiQueryKey, isApiError, messageOf, type Query } from "./api";
import type { FieldErrors } from "./api-error";
import { useMutation } from "./mutation";
import { toast } from "./toast";

/**
 * The management screens' shared plumbing (form + list, create/edit mode, confirmed deletes,
 * messages with the server's text first). One hook per screen instead of a copy of this per screen.
 */
export type ResourceMessages<Row> = {
  loadFailed: string;
  /** A refused create, and a refused update unless `updateFailed` says otherwise. */
  saveFailed: string;
  updateFailed?: string;
  /** A string, or the whole toast built from the error (menu: 'Gagal menghapus: {server message}'). */
  deleteFailed: string | ((error: unknown) => string);
  created?: (row: Row) => string;
  updated?: (row: Row) => string;
  /**
   * Default: the server's `message` from the DELETE answer. An archived record (the answer's
   * `archived`: history still names it) always shows the server's words: "… diarsipkan …".
   */
  deleted?: (row: Row) => string;
};

/**
 * Success toasts that name the row: `Satuan "gram" berhasil ditambahkan.` / `... berhasil diperbarui.`
 * and, with `deleted`, `... telah dihapus.` (otherwise the server's own words on a delete are shown).
 */
export function namedToasts<Row extends { name: string }>(
  noun: string,
  { deleted = false } = {},
): Pick<ResourceMessages<Row>, "created" | "updated" | "deleted"> {
  return {
    created: (row) => `${noun} "${row.name}" berhasil ditambahkan.`,
    updated: (row) => `${noun} "${row.name}" berhasil diperbarui.`,
    deleted: deleted ? (row) => `${noun} "${row.name}" telah dihapus.` : undefined,
  };
}

/**
 * What `submit` resolves to. On a refusal the toast has already been shown; `fields` holds the
 * server's messages per field (e.g. a duplicate name) for the form to show under those fields.
 */
export type SubmitResult = { ok: true } | { ok: false; fields?: FieldErrors };

/** GET `path` under the app's one key scheme, `apiQueryKey(path, query)`. */
function getQueryOptions<Answer>(path: string, query?: Query) {
  return queryOptions({
    queryKey: apiQueryKey(path, query),
    queryFn: ({ signal }) => api.get<Answer>(path, { query, signal }),
  });
}

/** GET `path` (a collection). */
export const listQueryOptions = <Row>(path: string, query?: Query) => getQueryOptions<Row[]>(path, query);

/**
 * GET `path` (a report, a summary: one answer), with the load-failure toast shown once per failed
 * load. While new filters load, the previous answer stays on screen instead of a spinner.
 */
export function useApiQuery<Answer>(path: string, loadFailed: string, query?: Query) {
  const answer = useQuery({ ...getQueryOptions<Answer>(path, query), placeholderData: keepPreviousData });
  useEffect(() => {
    // Once per failed load, not once per render.
    if (answer.error) toast.error(messageOf(answer.error, loadFailed), { toastId: `${path}-load` });
  }, [answer.error, loadFailed, path]);
  return answer;
}

/**
 * The list from `listQueryOptions`, loaded like `useApiQuery`. Other screens' selects use it too:
 * same key, same cache entry as the screen's list.
 */
export const useListQuery = <Row>(path: string, loadFailed: string, query?: Query) =>
  useApiQuery<Row[]>(path, loadFailed, query);

export function useResource<Row extends { _id: string }, Body = unknown>(options: {
  /** API path of the collection, e.g. "/units". */
  path: string;
  query?: Query;
  messages: ResourceMessages<Row>;
  /** Other cached lists to refresh after a change (e.g. menu after a category change). */
  invalidates?: string[];
}) {
  const { path, query, messages } = options;
  const client = useQueryClient();
  const [editing, setEditing] = useState<Row | null>(null);
  const list = useListQuery<Row>(path, messages.loadFailed, query);

  const refresh = () =>
    Promise.all([path, ...(options.invalidates ?? [])].map((key) => client.invalidateQueries({ queryKey: [key] })));

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body | FormData }) =>
      id ? api.put<Row>(`${path}/${id}`, body) : api.post<Row>(path, body),
    onSuccess: async (row, { id }) => {
      const text = id ? messages.updated?.(row) : messages.created?.(row);
      toast.success(text ?? (id ? "Data berhasil diperbarui." : "Data berhasil ditambahkan."));
      setEditing(null);
      await refresh();
    },
    onError: (error, { id }) => toast.error(messageOf(error, (id && messages.updateFailed) || messages.saveFailed)),
  });

  const remove = useMutation({
    mutationFn: (row: Row) => api.delete<DeleteAnswer>(`${path}/${row._id}`),
    onSuccess: async (answer, row) => {
      const ownWords = answer?.archived ? undefined : messages.deleted?.(row);
      toast.success(ownWords ?? answer?.message ?? "Data berhasil dihapus.");
      if (editing?._id === row._id) setEditing(null);
      await refresh();
    },
    onError: (error) => {
      const { deleteFailed } = messages;
      toast.error(typeof deleteFailed === "function" ? deleteFailed(error) : messageOf(error, deleteFailed));
    },
  });

  return {
    rows: list.data,
    loading: list.isPending,
    /** The load failure's message while there are no rows to show (the list says it instead of "none yet"). */
    loadError: list.isError && !list.data ? messageOf(list.error, messages.loadFailed) : null,
    /** The row loaded into the form (edit mode), or null (create mode). */
    editing,
    startEdit: setEditing,
    cancelEdit: () => setEditing(null),
    /** Creates, or updates the row being edited. On success the form empties (create) or closes (edit). */
    submit: async (body: Body | FormData): Promise<SubmitResult> => {
      try {
        await save.mutateAsync({ id: editing?._id, body });
        return { ok: true };
      } catch (error) {
        return { ok: false, fields: isApiError(error) ? error.fields : undefined };
      }
    },
    saving: save.isPending,
    /** Resolves true once deleted; a refusal has shown its toast and resolves false. */
    remove: (row: Row) =>
      remove.mutateAsync(row).then(
        () => true,
        () => false,
      ),
    removing: remove.isPending,
    refresh,
  };
}
