import {
  acceptInvitationResultSchema,
  acceptInvitationSchema,
  companyQuerySchema,
  invitationIdQuerySchema,
  invitationInputSchema,
  invitationSchema,
  okSchema,
  publicInvitationSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { bearerToken, findSession } from "../../plugins/auth";
import { currentTenant, withCompany } from "../../plugins/tenant";
import * as q from "./invitations.queries";
import * as service from "./invitations.service";

const tags = ["users"];
const invitationParams = z.extend(companyParams, { token: z.string().check(z.minLength(1), z.maxLength(200)) });

export async function invitationsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.AUTH_RATE_LIMIT, timeWindow: "1 minute" };
  const editors = app.requireCompany({ permission: "UsersEdit", companyFrom: "query" });

  r.post(
    "/companies/:companyId/users/invite",
    {
      preHandler: app.requireCompany({ permission: "UsersEdit" }),
      schema: {
        tags,
        summary:
          "Invite someone by email (the mail's link is valid 7 days; accepting sets their password); a full user (type DEFAULT) needs FullUserPermissionsEdit too",
        params: companyParams,
        body: invitationInputSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const invitation = await tenant.run((tx) => service.invite(tx, deps, tenant, request.body));
      return reply.code(201).send(invitation);
    },
  );

  r.get(
    "/users/invited",
    {
      preHandler: editors,
      schema: {
        tags,
        summary: "The company's pending invitations (expired ones flagged), newest first",
        querystring: companyQuerySchema,
        response: { 200: z.array(invitationSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listPending(tx, tenant.companyId));
    },
  );

  r.delete(
    "/users/delete-invited",
    {
      preHandler: editors,
      schema: {
        tags,
        summary: "Revoke a pending invitation (its link stops working)",
        querystring: invitationIdQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.revoke(tx, tenant, request.query.id));
      return { ok: true as const };
    },
  );

  r.get(
    "/invitations/:companyId/:token",
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: "An invitation as its link shows it (404 when unknown, used or expired)",
        params: invitationParams,
        response: { 200: publicInvitationSchema },
      },
    },
    async (request) => {
      const { companyId, token } = request.params;
      return withCompany(deps.db, companyId, (tx) => service.describe(tx, companyId, token));
    },
  );

  r.post(
    "/invitations/:companyId/:token/accept",
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary:
          "Accept an invitation: a new email sets name and password; an existing account joins signed in as itself (Authorization header), else 401 INVITATION_SIGN_IN / 403 INVITATION_OTHER_ACCOUNT",
        params: invitationParams,
        body: acceptInvitationSchema,
        response: { 200: acceptInvitationResultSchema },
      },
    },
    async (request) => {
      const session = bearerToken(request.headers.authorization);
      const signedIn = session ? await findSession(deps.db, session) : null;
      const { companyId, token } = request.params;
      return withCompany(deps.db, companyId, (tx) =>
        service.accept(tx, companyId, token, request.body, signedIn?.user.id ?? null),
      );
    },
  );
}
