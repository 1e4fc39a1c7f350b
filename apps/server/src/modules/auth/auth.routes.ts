import {
  AREA_ROLES,
  changePasswordBody,
  csrfAnswer,
  loginBody,
  messageAnswer,
  passwordChangedAnswer,
  profileUser,
  setOwnPinBody,
  signedInAnswer,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import type { StaffPrincipal } from "../../plugins/auth";
import { issueCsrfToken } from "../../plugins/csrf";
import { customerProfileWithAddresses } from "../customers/customer-profile";
import { setOwnPin } from "./approval";
import { changePassword, login, profileOf } from "./auth.service";
import { loginThrottle } from "./login-throttle";
import { deleteSession, SESSION_COOKIE, signOutCookie, startSession } from "./session.service";

export const authRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  // Failed logins per address and account; a busy shared till logging in all day is never blocked.
  const throttle = loginThrottle(app);

  app.get(
    "/csrf",
    { schema: { response: answers({ 200: csrfAnswer }), tags: ["auth"] }, config: { access: "public" } },
    async (request, reply) => ({
      csrfToken: await issueCsrfToken(request, reply, env.COOKIE_SECURE),
    }),
  );

  app.post(
    "/login",
    {
      schema: { body: loginBody, response: answers({ 200: signedInAnswer }), tags: ["auth"] },
      config: { access: "public" },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const { subject, profile } = await throttle(request, () =>
        login(app.db, username, password, env.BUSINESS_TIMEZONE),
      );
      await startSession(app.db, request, reply, subject, env.COOKIE_SECURE);
      return { message: "Login berhasil.", user: profile };
    },
  );

  app.get(
    "/profile",
    { schema: { response: answers({ 200: profileUser }), tags: ["auth"] }, config: { access: "authenticated" } },
    async (request) => {
      const principal = (await request.principal())!;
      return principal.kind === "customer"
        ? customerProfileWithAddresses(app.db, principal.customer)
        : profileOf(principal);
    },
  );

  app.post(
    "/logout",
    { schema: { response: answers({ 200: messageAnswer }), tags: ["auth"] }, config: { access: "public" } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      signOutCookie(reply);
      return { message: "Anda telah logout." };
    },
  );

  app.put(
    "/change-password",
    {
      schema: { body: changePasswordBody, response: answers({ 200: passwordChangedAnswer }), tags: ["auth"] },
      config: { put: "action", access: "authenticated" },
    },
    async (request) => changePassword(app.db, (await request.principal())!, request.body),
  );

  /** One's own approval PIN (ADR 0041), confirmed with one's password; a manager's or admin's approves at the till. */
  app.put(
    "/pin",
    {
      schema: { body: setOwnPinBody, response: answers({ 200: messageAnswer }), tags: ["auth"] },
      config: { put: "action", access: AREA_ROLES.staff },
    },
    async (request) => {
      const principal = (await request.principal()) as StaffPrincipal;
      await setOwnPin(app.db, principal.user, request.body);
      return { message: "PIN berhasil disimpan." };
    },
  );
};
