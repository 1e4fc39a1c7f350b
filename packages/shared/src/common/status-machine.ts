/**
 * A status machine as data: the statuses a record can have, the one it starts in, the final ones,
 * and where each status may go next. The server refuses every other move (409) and the web builds
 * its buttons from `nextStatuses`, so both read the same table. `docs/decisions/0007-status-machines.md`.
 */
export type StatusMachineDefinition<S extends string> = {
  /** Every status, in the order a screen lists them. */
  statuses: readonly [S, ...S[]];
  initial: S;
  /** Statuses a record never leaves (done or abandoned). */
  final: readonly S[];
  /** Where each status may go next, in the order its buttons appear. */
  transitions: { readonly [From in S]: readonly S[] };
};

/** A definition (already checked) plus the questions screens and services ask of it. */
export type StatusMachine<S extends string> = StatusMachineDefinition<S> & {
  /** The moves offered from `status` (the UI's buttons); none from a final status. */
  nextStatuses(status: S): readonly S[];
  canTransition(from: S, to: S): boolean;
  isFinalStatus(status: S): boolean;
  isStatus(value: unknown): value is S;
};

/**
 * What is wrong with a definition, one sentence per problem; none = sound. Checked: the initial
 * status and every target are known statuses, no status moves to itself, final statuses have no
 * exit while every other status has one (a dead end nobody declared final would strand records),
 * and every status can be reached from the initial one.
 */
export function statusMachineProblems(definition: StatusMachineDefinition<string>): string[] {
  const { statuses, initial, final, transitions } = definition;
  const known = new Set<string>(statuses);
  const problems: string[] = [];
  if (!known.has(initial)) problems.push(`initial status "${initial}" is not a status`);
  for (const status of final) if (!known.has(status)) problems.push(`final status "${status}" is not a status`);
  for (const from of Object.keys(transitions)) if (!known.has(from)) problems.push(`"${from}" is not a status`);

  for (const from of statuses) {
    const targets = transitions[from];
    if (!targets) {
      problems.push(`"${from}" has no transition list`);
      continue;
    }
    for (const to of targets) {
      if (!known.has(to)) problems.push(`"${from}" → "${to}": "${to}" is not a status`);
      if (to === from) problems.push(`"${from}" moves to itself`);
    }
    if (final.includes(from) && targets.length > 0) problems.push(`final status "${from}" has an exit`);
    if (!final.includes(from) && targets.length === 0) problems.push(`"${from}" has no exit but is not final`);
  }

  const reached = new Set<string>();
  const queue = known.has(initial) ? [initial] : [];
  while (queue.length > 0) {
    const status = queue.shift()!;
    if (reached.has(status)) continue;
    reached.add(status);
    queue.push(...(transitions[status] ?? []).filter((to) => known.has(to)));
  }
  const unreachable = statuses.filter((status) => !reached.has(status));
  if (known.has(initial) && unreachable.length > 0) {
    problems.push(`unreachable from "${initial}": ${unreachable.map((s) => `"${s}"`).join(", ")}`);
  }
  return problems;
}

/** Builds a machine from its table, refusing (at import, so at start-up) a table that is unsound. */
export function defineStatusMachine<S extends string>(definition: StatusMachineDefinition<S>): StatusMachine<S> {
  const problems = statusMachineProblems(definition);
  if (problems.length > 0) throw new Error(`Invalid status machine: ${problems.join("; ")}`);
  const { statuses, final, transitions } = definition;
  return {
    ...definition,
    nextStatuses: (status) => transitions[status] ?? [],
    canTransition: (from, to) => (transitions[from] ?? []).includes(to),
    isFinalStatus: (status) => final.includes(status),
    isStatus: (value): value is S => typeof value === "string" && (statuses as readonly string[]).includes(value),
  };
}
