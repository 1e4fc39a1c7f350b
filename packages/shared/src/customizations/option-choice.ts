import type { OptionGroup } from "./customizations.contract";

/** A chosen option as a cart keeps it: the server matches it by id, or by name within the product. */
export type ChosenOption = { _id?: string; name: string; price: number };

/**
 * Choosing a product's options, the same at the till and on the storefront.
 * Option ids chosen per group id.
 */
export type OptionChoice = Record<string, string[]>;

/** A radio group takes exactly one choice, preselected to its first; a checkbox group any number. */
export function initialChoice(groups: readonly OptionGroup[]): OptionChoice {
  return Object.fromEntries(
    groups.map((group) => [group._id, group.type === "radio" && group.options[0] ? [group.options[0]._id] : []]),
  );
}

export function toggleOption(choice: OptionChoice, group: OptionGroup, optionId: string): OptionChoice {
  const current = choice[group._id] ?? [];
  if (group.type === "radio") return { ...choice, [group._id]: [optionId] };
  return {
    ...choice,
    [group._id]: current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId],
  };
}

/** The chosen options in the menu's order, ready for the cart. */
export function chosenOptions(groups: readonly OptionGroup[], choice: OptionChoice): ChosenOption[] {
  return groups.flatMap((group) =>
    group.options
      .filter((option) => choice[group._id]?.includes(option._id))
      .map((option) => ({ _id: option._id, name: option.name, price: option.price })),
  );
}

/** Radio groups with nothing chosen; empty when the choice can go to the cart. */
export function missingGroups(groups: readonly OptionGroup[], choice: OptionChoice): OptionGroup[] {
  return groups.filter((group) => group.type === "radio" && group.options.length > 0 && !choice[group._id]?.length);
}
