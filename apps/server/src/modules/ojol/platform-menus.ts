import type { DayOpening } from "@kedai/shared";
import type { GofoodCatalog, GofoodOutletProperties } from "./gofood/gofood-contract";
import type { components } from "./grab/openapi-types";
import type { OutletMenu } from "./outlet-menu";

type Grab = components["schemas"];

/** Rupiah in GrabFood's minor units: the document gives Indonesia `currency.exponent` 2. */
const GRAB_IDR: Grab["currency"] = { code: "IDR", symbol: "Rp", exponent: 2 };
const toGrabMinor = (rupiah: number) => rupiah * 10 ** GRAB_IDR.exponent;

/** The one selling time every category follows: the shop's opening hours, without an end date. */
const SELLING_TIME_ID = "jam-buka";
const GRAB_DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** Cuts a name to the platform's limit (the document's maxLength), on a character, not a byte. */
const cut = (text: string, max: number) => [...text].slice(0, max).join("");

function grabServiceHour(opening: DayOpening): Grab["serviceHour"] {
  if (opening === "all-day") return { openPeriodType: "OpenAllDay" };
  if (opening === "closed") return { openPeriodType: "CloseAllDay" };
  return {
    openPeriodType: "OpenPeriod",
    periods: opening.map((period) => ({ startTime: period.start, endTime: period.end })),
  };
}

/**
 * The answer to GrabFood's *Get food menu webhook* (`GetMenuNewResponse`, selling-time based):
 * Kedai's product, option group and option ids as Grab's partner ids, prices in minor units.
 */
export function grabMenuAnswer(
  menu: OutletMenu,
  link: { merchantRef: string; outletId: string },
): Grab["GetMenuNewResponse"] {
  const serviceHours = Object.fromEntries(
    GRAB_DAYS.map((day, index) => [day, grabServiceHour(menu.opening[index])]),
  ) as Grab["serviceHours"];
  return {
    merchantID: link.merchantRef,
    partnerMerchantID: link.outletId,
    currency: GRAB_IDR,
    sellingTimes: [
      {
        id: SELLING_TIME_ID,
        name: "Jam buka",
        startTime: "2020-01-01 00:00:00",
        endTime: "2099-12-31 23:59:59",
        serviceHours,
      },
    ],
    categories: menu.categories.map((category) => ({
      id: category.id,
      name: cut(category.name, 60),
      availableStatus: "AVAILABLE",
      sellingTimeID: SELLING_TIME_ID,
      items: category.items.map((item) => ({
        id: item.id,
        name: cut(item.name, 80),
        description: cut(item.description, 300),
        price: toGrabMinor(item.price),
        ...(item.pictureUrl ? { photos: [item.pictureUrl] } : {}),
        // The document: an UNAVAILABLE item also needs maxStock 0.
        ...(item.available
          ? { availableStatus: "AVAILABLE" as const }
          : { availableStatus: "UNAVAILABLE" as const, maxStock: 0 }),
        modifierGroups: item.groups.map((group) => ({
          id: group.id,
          name: cut(group.name, 50),
          availableStatus: "AVAILABLE",
          selectionRangeMin: group.required ? 1 : 0,
          selectionRangeMax: group.required ? 1 : group.options.length,
          modifiers: group.options.map((option) => ({
            id: option.id,
            name: cut(option.name, 40),
            availableStatus: "AVAILABLE",
            price: toGrabMinor(option.price),
          })),
        })),
      })),
    })),
  };
}

/** GrabFood's *Update menu record* for one item's availability (`UpdateMenuItem`). */
export function grabItemAvailability(
  merchantRef: string,
  productId: string,
  available: boolean,
): Grab["UpdateMenuItem"] {
  return available
    ? { merchantID: merchantRef, field: "ITEM", id: productId, availableStatus: "AVAILABLE" }
    : { merchantID: merchantRef, field: "ITEM", id: productId, availableStatus: "UNAVAILABLE", maxStock: 0 };
}

/**
 * GrabFood's *Pause store* (`PauseStoreRequest`): the longest pause the document allows is 24 h;
 * the menu sync pauses again one still on before it runs out.
 */
export function grabPause(merchantRef: string, paused: boolean): Grab["PauseStoreRequest"] {
  return paused
    ? { merchantID: merchantRef, isPause: true, duration: "24h" }
    : { merchantID: merchantRef, isPause: false };
}

/** GrabFood's *Notify Grab of updated menu* (`UpdateMenuNotifRequest`): Grab then pulls the menu. */
export const grabMenuNotification = (merchantRef: string): Grab["UpdateMenuNotifRequest"] => ({
  merchantID: merchantRef,
});

const GOFOOD_DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
type GoFoodPeriod = { start: string; end: string };

function goFoodHours(opening: DayOpening[]): Record<(typeof GOFOOD_DAYS)[number], GoFoodPeriod[]> {
  return Object.fromEntries(
    GOFOOD_DAYS.map((day, index) => {
      const today = opening[index];
      const periods = today === "all-day" ? [{ start: "00:00", end: "23:59" }] : today === "closed" ? [] : [...today];
      return [day, periods];
    }),
  ) as Record<(typeof GOFOOD_DAYS)[number], GoFoodPeriod[]>;
}

/**
 * The body of GoBiz's *Update GoFood Outlet Catalog* (`PUT …/v1/catalog`, the Sync Menu page):
 * categories as menus, option groups as variant categories shared by id, prices in rupiah,
 * `in_stock` per item, each item's operational hours from the shop's opening hours.
 */
export function goFoodCatalog(menu: OutletMenu, requestId: string): GofoodCatalog {
  const operationalHours = goFoodHours(menu.opening);
  const variantCategories = new Map<string, GofoodCatalog["variant_categories"][number]>();
  const menus = menu.categories.map((category) => ({
    name: cut(category.name, 150),
    menu_items: category.items.map((item) => {
      for (const group of item.groups) {
        variantCategories.set(group.id, {
          external_id: group.id,
          internal_name: group.name,
          name: group.name,
          rules: {
            selection: {
              min_quantity: group.required ? 1 : 0,
              max_quantity: group.required ? 1 : group.options.length,
            },
          },
          variants: group.options.map((option) => ({
            external_id: option.id,
            name: option.name,
            price: option.price,
            in_stock: true,
          })),
        });
      }
      return {
        external_id: item.id,
        name: cut(item.name, 150),
        description: cut(item.description, 200),
        in_stock: item.available,
        price: item.price,
        ...(item.pictureUrl ? { image: item.pictureUrl } : {}),
        operational_hours: operationalHours,
        variant_category_external_ids: item.groups.map((group) => group.id),
      };
    }),
  }));
  return { request_id: requestId, menus, variant_categories: [...variantCategories.values()] };
}

/** GoBiz's *Update Outlet Properties*: `force_close` closes the outlet on GoFood until set false. */
export const goFoodForceClose = (paused: boolean): GofoodOutletProperties => ({ force_close: paused });
