import { z } from "zod";

/**
 * Zod's built-in Indonesian locale: a schema without a custom message still fails in Indonesian,
 * on the server and in the web forms alike. Imported for its side effect by both entry points.
 */
z.config(z.locales.id());
