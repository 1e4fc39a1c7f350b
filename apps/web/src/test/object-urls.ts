import { afterEach, beforeEach, vi } from "vitest";

/** jsdom has no object URLs; a picture preview only needs a string ("blob:preview"). Call at the top of a test file. */
export function stubObjectUrls() {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
}
