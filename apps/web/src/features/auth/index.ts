// Hooks and provider only: the forms are imported by path from the lazy route chunks, so the
// main bundle never carries them.
export { type AuthContextValue, type AuthStatus, useAuth } from "./auth-context";
export { AuthProvider } from "./auth-provider";
export { USER_STORAGE_KEY } from "./auth-storage";
export { SIGN_OUT_PATH, useLogout } from "./use-logout";
