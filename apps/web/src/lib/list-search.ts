import { useState } from "react";

/**
 * Client-side search on a loaded list (the management lists are small and complete). Case-insensitive,
 * ignores surrounding spaces; an empty term matches all.
 */
export function matchesSearch(term: string, ...fields: Array<string | null | undefined>): boolean {
  const needle = term.trim().toLocaleLowerCase("id-ID");
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase("id-ID").includes(needle));
}

/**
 * A list's search box state and the rows it lets through. `fields` names what the term is looked
 * for in (keep it to what the server's ?search= looks at, where there is one).
 */
export function useListSearch<Row>(rows: Row[] | undefined, fields: (row: Row) => Array<string | null | undefined>) {
  const [term, setTerm] = useState("");
  return {
    term,
    setTerm,
    /** True while a term is typed: the empty message then says "not found" rather than "none yet". */
    searching: term.trim() !== "",
    rows: rows?.filter((row) => matchesSearch(term, ...fields(row))),
  };
}
