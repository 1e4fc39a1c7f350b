import { useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/** What a list hook passes on as the endpoint's querystring. */
export type ListQuery = { search: string };

/** How long typing must pause before a list asks the server again. */
const SEARCH_DELAY_MS = 300;

/**
 * A list's search box and what it filters by. `matches` is set for a search done in the browser;
 * without it the term reaches the server as `?search=` (see useServerSearch) and every row the
 * server answers is a match.
 */
export type ListSearch<Row> = {
  /** Props for SearchBox. */
  box: { value: string; onChange: (term: string) => void };
  /** True while a term is typed: the empty message then says "not found" rather than "none yet". */
  searching: boolean;
  matches?: (row: Row) => boolean;
};

function useSearchTerm() {
  const [term, setTerm] = useState("");
  return { term, box: { value: term, onChange: setTerm }, searching: term.trim() !== "" };
}

/**
 * Search through the server's `?search=` (every list endpoint that has one): `query` goes to the
 * list's resource and follows the typing once it pauses, so a keystroke is not a request.
 */
export function useServerSearch(): ListSearch<unknown> & { query: ListQuery | undefined } {
  const { term, box, searching } = useSearchTerm();
  const settled = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);
  return { box, searching, query: settled ? { search: settled } : undefined };
}

/**
 * Case-insensitive "contains" ignoring surrounding spaces; an empty term matches all. Only for
 * lists whose endpoint has no `?search=` (the menu): the browser then filters the loaded rows.
 */
export function matchesSearch(term: string, ...fields: Array<string | null | undefined>): boolean {
  const needle = term.trim().toLocaleLowerCase("id-ID");
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase("id-ID").includes(needle));
}

/** Search in the browser over the loaded rows, looking in `fields` of each row. */
export function useClientSearch<Row>(fields: (row: Row) => Array<string | null | undefined>): ListSearch<Row> {
  const { term, box, searching } = useSearchTerm();
  return { box, searching, matches: (row) => matchesSearch(term, ...fields(row)) };
}
