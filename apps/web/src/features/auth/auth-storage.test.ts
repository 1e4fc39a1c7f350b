import { describe, expect, it } from "vitest";
import { testUsers } from "../../test/users";
import { readStoredUser, storeUser, USER_STORAGE_KEY } from "./auth-storage";

describe("remembered user (kedai.user)", () => {
  it("restores a stored profile", () => {
    storeUser(testUsers.manager);
    expect(readStoredUser()).toEqual(testUsers.manager);
  });

  it.each([
    ["corrupted JSON", "{not json"],
    ["a value without _id", JSON.stringify({ fullName: "X", role: "admin" })],
    ["a non-object", JSON.stringify("admin")],
  ])("discards %s and removes it from storage", (_label, raw) => {
    localStorage.setItem(USER_STORAGE_KEY, raw);
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
