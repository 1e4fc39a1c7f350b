import {
  AREA_ROLES,
  changePasswordBody,
  customerAddressesAnswer,
  customerAddressesBody,
  customerBody,
  customerCreatedAnswer,
  customerList,
  customerListQuery,
  customerProfileAnswer,
  customerTypeBody,
  customerTypeChangedAnswer,
  deleteAnswer,
  idParams,
  memberList,
  passwordChangedAnswer,
  profileUpdateBody,
  redeemPointsAnswer,
  redeemPointsBody,
  registerBody,
  signedInAnswer,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { customerCaller, staffCaller } from "../../plugins/auth";
import { changePassword, customerProfile } from "../auth/auth.service";
import { startSession } from "../auth/session.service";
import { replaceAddresses, updateCustomerProfile } from "./customer-profile";
import {
  addCustomer,
  changeCustomerType,
  deleteCustomer,
  listCustomers,
  listMembers,
  registerCustomer,
  updateMemberProfile,
} from "./customers.service";
import { redeemPoints } from "./loyalty-points";

const tags = ["customers"];
/** The till looks customers up, adds them and redeems their points. */
const tillAccess = AREA_ROLES.pos;
/** Deleting customers and making them franchise members is user management: admin only. */
const managementAccess = AREA_ROLES.userManagement;

export const customerRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/",
    {
      schema: { querystring: customerListQuery, response: answers({ 200: customerList }), tags },
      config: { access: tillAccess },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.post(
    "/",
    {
      schema: { body: customerBody, response: answers({ 201: customerCreatedAnswer }), tags },
      config: { access: tillAccess },
    },
    async (request, reply) => reply.status(201).send(await addCustomer(app.db, request.body)),
  );

  app.post(
    "/redeem-points",
    {
      schema: { body: redeemPointsBody, response: answers({ 200: redeemPointsAnswer }), tags },
      config: { access: tillAccess },
    },
    async (request) => redeemPoints(app.db, (await staffCaller(request)).id, request.body),
  );

  app.post(
    "/register",
    {
      schema: { body: registerBody, response: answers({ 201: signedInAnswer }), tags },
      config: { access: "public", rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const customer = await registerCustomer(app.db, request.body);
      // Sign-up logs the new customer in.
      await startSession(app.db, request, reply, { customerId: customer.id }, env.COOKIE_SECURE);
      return reply.status(201).send({ message: "Registrasi berhasil.", user: customerProfile(customer) });
    },
  );

  app.get(
    "/franchise",
    { schema: { response: answers({ 200: memberList }), tags }, config: { access: managementAccess } },
    async () => listMembers(app.db),
  );

  app.put(
    "/:id/type",
    {
      schema: { params: idParams, body: customerTypeBody, response: answers({ 200: customerTypeChangedAnswer }), tags },
      config: { put: "action", access: managementAccess },
    },
    async (request) => changeCustomerType(app.db, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    {
      schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags },
      config: { access: managementAccess },
    },
    async (request) => deleteCustomer(app.db, request.params.id, await staffCaller(request)),
  );

  /**
   * One profile form per kind of customer: a franchise member edits their details and outlet (email
   * stays), a storefront customer their name, phone and email. The caller's account decides which
   * rules the body must meet.
   */
  app.put(
    "/profile",
    {
      schema: { body: profileUpdateBody, response: answers({ 200: customerProfileAnswer }), tags },
      config: { put: "record", access: ["customer"] },
    },
    async (request) => {
      const customer = await customerCaller(request);
      if (customer.customerType !== "Franchise") {
        return updateCustomerProfile(app.db, customer.id, request.body);
      }
      const member = await updateMemberProfile(app.db, customer.id, request.body);
      return { message: "Profil berhasil diperbarui!", user: customerProfile(member) };
    },
  );

  /** The member area's and storefront profile's password form: the same rule as staff's. */
  app.put(
    "/change-password",
    {
      schema: { body: changePasswordBody, response: answers({ 200: passwordChangedAnswer }), tags },
      config: { put: "action", access: ["customer"] },
    },
    async (request) => changePassword(app.db, (await request.principal())!, request.body),
  );

  /** The storefront profile's saved addresses. */
  app.put(
    "/profile/addresses",
    {
      schema: { body: customerAddressesBody, response: answers({ 200: customerAddressesAnswer }), tags },
      config: { put: "action", access: ["customer"] },
    },
    async (request) => replaceAddresses(app.db, (await customerCaller(request)).id, request.body),
  );
};
