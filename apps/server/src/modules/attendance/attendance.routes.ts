import {
  AREA_ROLES,
  attendanceReport,
  attendanceReportQuery,
  attendanceStatus,
  clockInBody,
  clockOutBody,
  payrollReport,
  payrollReportQuery,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { clockIn, clockOut, getAttendanceStatus, listAttendance } from "./attendance.service";
import { computePayroll } from "./payroll";

const tags = ["attendance"];
/** Attendance and payroll reports: admin and manager, the same roles as the finance screens. */
const reportAccess = AREA_ROLES.finance;

/** Every staff role clocks in and out for themselves. */
export const attendanceRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/status",
    { schema: { response: answers({ 200: attendanceStatus }), tags }, config: { access: AREA_ROLES.staff } },
    async (request) => getAttendanceStatus(app.db, (await staffCaller(request)).id),
  );

  app.post(
    "/clock-in",
    {
      schema: { body: clockInBody, response: answers({ 201: attendanceStatus }), tags },
      config: { access: AREA_ROLES.staff },
    },
    async (request, reply) => reply.status(201).send(await clockIn(app.db, await staffCaller(request), request.body)),
  );

  app.put(
    "/clock-out",
    {
      schema: { body: clockOutBody, response: answers({ 200: attendanceStatus }), tags },
      config: { put: "action", access: AREA_ROLES.staff },
    },
    async (request) => clockOut(app.db, (await staffCaller(request)).id, request.body),
  );

  app.get(
    "/report",
    {
      schema: { querystring: attendanceReportQuery, response: answers({ 200: attendanceReport }), tags },
      config: { access: reportAccess },
    },
    async (request) => listAttendance(app.db, request.query, env.BUSINESS_TIMEZONE),
  );
};

/** GET /api/reports/payroll, registered under /reports beside the other reports. */
export const payrollRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/payroll",
    {
      schema: { querystring: payrollReportQuery, response: answers({ 200: payrollReport }), tags: ["reports"] },
      config: { access: reportAccess },
    },
    async (request) => computePayroll(app.db, request.query, env.BUSINESS_TIMEZONE),
  );
};
