import {
  COMPANY_CREATE,
  changeEmailSchema,
  confirmEmailChangeResultSchema,
  confirmEmailChangeSchema,
  currentUserSchema,
  ErrorCode,
  okSchema,
  PERMISSIONS_CHANGED_EVENT,
  permissionListSchema,
  updateLanguageSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTenant } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors";
import { bearerToken, currentUser, findSession } from "../../plugins/auth";
import { loadMembership } from "../../plugins/membership";
import { currentTenant } from "../../plugins/tenant";
import { mayChangePermissions } from "../company-users/members.policy";
import { confirmEmailChange, requestEmailChange } from "./email-change.service";
import * as q from "./users.queries";

const userParams = z.object({ userId: z.uuid() });
const avatarTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

export async function usersRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /** Only the signed-in user themself; anyone else's id answers 404. */
  const self = (userId: string, request: Parameters<typeof currentUser>[0]) => {
    if (currentUser(request).id !== userId) throw notFound("User");
  };

  r.get(
    "/users/:userId",
    {
      schema: {
        tags: ["users"],
        summary: "The current user",
        params: userParams,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      self(request.params.userId, request);
      const user = await q.findUser(db, request.params.userId);
      if (!user) throw notFound("User");
      return user;
    },
  );

  r.put(
    "/users/:userId/language",
    {
      schema: {
        tags: ["users"],
        summary: "Change the user's language",
        params: userParams,
        body: updateLanguageSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      self(request.params.userId, request);
      await q.setLanguage(db, request.params.userId, request.body.language);
      return { ok: true as const };
    },
  );

  const permissionsQuery = z.object({ companyId: z.uuid() });
  const member = app.requireCompany({ companyFrom: "query" });

  r.get(
    "/users/:userId/permissions",
    {
      preHandler: member,
      schema: {
        tags: ["users"],
        summary: "A user's permissions in a company (one's own, or anyone's for those who edit users)",
        params: userParams,
        querystring: permissionsQuery,
        response: { 200: permissionListSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { userId } = request.params;
      if (userId === tenant.userId) return [...tenant.permissions];
      if (!tenant.permissions.has("UsersEdit")) throw notFound("User");
      const target = await loadMembership(db, tenant.companyId, userId);
      if (!target) throw notFound("User");
      return [...target.permissions];
    },
  );

  r.put(
    "/users/:userId/permissions",
    {
      config: { actsOnMember: true, grantsPermissions: true },
      preHandler: member,
      schema: {
        tags: ["users"],
        summary:
          "Set a member's permissions: only of a member holding nothing you lack, only permissions you hold (administration ones need CompanyAccountAdmin), never CompanyCreate; a guest holds no administration permission",
        params: userParams,
        querystring: permissionsQuery,
        body: permissionListSchema,
        response: { 200: permissionListSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { userId } = request.params;
      const { companyId } = tenant;
      const granted = [...new Set(request.body)];
      if (!tenant.permissions.has("UsersEdit")) throw userId === tenant.userId ? forbidden() : notFound("User");
      const target = await loadMembership(db, companyId, userId);
      if (!target) throw notFound("User");
      mayChangePermissions(tenant, target, granted);
      await tenant.run(async (tx) => {
        if (
          userId === tenant.userId &&
          !granted.includes("UsersEdit") &&
          (await q.otherUserEditors(tx, companyId, userId)) === 0
        ) {
          throw conflict(ErrorCode.LastAdministrator, "You are the company's last administrator of users.");
        }
        await q.replacePermissions(tx, companyId, userId, granted, target.permissions.has(COMPANY_CREATE));
      });
      const after = await loadMembership(db, companyId, userId);
      // Their open browsers reload the permissions (side menu, settings) at once.
      app.realtime.toUser(userId, PERMISSIONS_CHANGED_EVENT, { companyId });
      return [...(after?.permissions ?? [])];
    },
  );

  r.post(
    "/users/:userId/email",
    {
      config: { rateLimit: { max: deps.config.AUTH_RATE_LIMIT, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary:
          "Change one's own email: with the password, a link valid 24 h goes to the new address and the old one is told; nothing changes until the link is opened",
        params: userParams,
        body: changeEmailSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      self(request.params.userId, request);
      await requestEmailChange(deps, request.params.userId, request.body);
      return { ok: true as const };
    },
  );

  r.post(
    "/users/confirm-email",
    {
      config: { public: true, rateLimit: { max: deps.config.AUTH_RATE_LIMIT, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary: "Confirm an email change with the token of the mailed link (once); ends the account's other sessions",
        body: confirmEmailChangeSchema,
        response: { 200: confirmEmailChangeResultSchema },
      },
    },
    async (request) => {
      // Opened in a signed-in browser of the account: that session stays, every other ends.
      const token = bearerToken(request.headers.authorization);
      const session = token ? await findSession(db, token) : null;
      const changed = await confirmEmailChange(deps, request.body.token, session?.user.sessionId ?? null);
      for (const id of changed.ended) app.realtime.endSession(id);
      return { email: changed.email };
    },
  );

  r.get(
    "/users/:userId/avatar",
    {
      schema: {
        tags: ["users"],
        summary: "A user's avatar image (404 when there is none: show initials)",
        params: userParams,
        querystring: z.object({ decache: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const me = currentUser(request).id;
      const { userId } = request.params;
      const visible =
        me === userId ||
        (await withTenant(db, { userId: me }, async (tx) => q.myCompanyIds(tx, me)).then((ids) =>
          withTenant(db, { companyIds: ids }, (tx) => q.isMemberOfAny(tx, userId, ids)),
        ));
      const avatar = visible ? await q.findAvatar(db, userId) : null;
      if (!avatar) throw notFound("Avatar");
      return reply
        .header("content-type", avatar.contentType)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=300")
        .send(avatar.data);
    },
  );

  app.register(async (scoped) => {
    scoped.addContentTypeParser(avatarTypes, { parseAs: "buffer", bodyLimit: MAX_AVATAR_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scoped.withTypeProvider<ZodTypeProvider>().put(
      "/users/:userId/avatar",
      {
        schema: {
          tags: ["users"],
          summary: "Upload the user's avatar (PNG, JPEG, WebP or GIF, at most 2 MB)",
          params: userParams,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        self(request.params.userId, request);
        const type = request.headers["content-type"]?.split(";")[0] ?? "";
        if (!avatarTypes.includes(type) || !Buffer.isBuffer(request.body)) {
          throw new AppError(415, ErrorCode.UnsupportedMediaType, "The avatar must be a PNG, JPEG, WebP or GIF image.");
        }
        await q.saveAvatar(db, request.params.userId, type, request.body);
        return { ok: true as const };
      },
    );
  });
}
