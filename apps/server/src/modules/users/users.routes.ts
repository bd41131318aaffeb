import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  avatarCropSchema,
  cancelEmailChangeSchema,
  changeEmailSchema,
  changePasswordSchema,
  changePhoneSchema,
  confirmEmailChangeResultSchema,
  confirmEmailChangeSchema,
  confirmPhoneResultSchema,
  confirmPhoneSchema,
  currentUserSchema,
  endOtherSessionsResultSchema,
  okSchema,
  permissionListSchema,
  publicProfileSchema,
  updateLanguageSchema,
  updateNameSchema,
  userSessionListSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { bearerToken, currentUser, findSession } from "../../plugins/auth";
import { acrossMyCompanies, counted, currentTenant, withAccount, withUserScope } from "../../plugins/tenant";
import { cancelEmailChange, confirmEmailChange, requestEmailChange } from "./email-change.service";
import { confirmPhoneChange, countPhoneCode, requestPhoneChange } from "./phone-change.service";
import { ownSessionOnly, selfOnly } from "./users.policy";
import * as q from "./users.queries";
import * as service from "./users.service";

const userParams = z.object({ userId: z.uuid() });

export async function usersRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    "/users/:userId",
    {
      preHandler: selfOnly,
      schema: {
        tags: ["users"],
        summary: "The current user",
        params: userParams,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => service.getUser(db, request.params.userId),
  );

  r.put(
    "/users/:userId/language",
    {
      preHandler: selfOnly,
      schema: {
        tags: ["users"],
        summary: "Change the user's language",
        params: userParams,
        body: updateLanguageSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await q.setLanguage(db, request.params.userId, request.body.language);
      return { ok: true as const };
    },
  );

  r.put(
    "/users/:userId/name",
    {
      preHandler: selfOnly,
      schema: {
        tags: ["users"],
        summary: "Change one's own name",
        params: userParams,
        body: updateNameSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await q.setName(db, request.params.userId, request.body.name);
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
    async (request) => service.memberPermissions(db, currentTenant(request), request.params.userId),
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
      return tenant.run((tx) => service.setMemberPermissions(tx, deps, tenant, request.params.userId, request.body));
    },
  );

  r.post(
    "/users/:userId/email",
    {
      preHandler: selfOnly,
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
      const { userId } = request.params;
      // Two scopes in sequence: the counted password try commits, a wrong one is answered after it.
      const account = await counted(
        withUserScope(db, userId, (tx) =>
          service.countCurrentPassword(tx, deps, userId, request.body.password, request.ip, "password"),
        ),
      );
      await withUserScope(db, userId, (tx) => requestEmailChange(tx, deps, userId, account, request.body));
      return { ok: true as const };
    },
  );

  r.post(
    "/users/:userId/phone",
    {
      preHandler: selfOnly,
      config: { rateLimit: { max: deps.config.AUTH_RATE_LIMIT, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary:
          "Change one's own phone number: with the password, a 6-digit code valid 10 minutes goes to it by SMS; nothing changes until the code is confirmed",
        params: userParams,
        body: changePhoneSchema,
        response: { 200: confirmPhoneResultSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const account = await counted(
        withUserScope(db, userId, (tx) =>
          service.countCurrentPassword(tx, deps, userId, request.body.password, request.ip, "password"),
        ),
      );
      return withUserScope(db, userId, (tx) => requestPhoneChange(tx, deps, userId, account, request.body.phone));
    },
  );

  r.post(
    "/users/:userId/phone/confirm",
    {
      preHandler: selfOnly,
      config: { rateLimit: { max: deps.config.AUTH_RATE_LIMIT, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary: "Confirm the new phone number with the SMS code (5 tries); sign-in codes by SMS go to it from then on",
        params: userParams,
        body: confirmPhoneSchema,
        response: { 200: confirmPhoneResultSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const passed = await counted(withUserScope(db, userId, (tx) => countPhoneCode(tx, userId, request.body.code)));
      return withUserScope(db, userId, (tx) => confirmPhoneChange(tx, userId, passed));
    },
  );

  r.post(
    "/users/confirm-email",
    {
      config: { public: true, rateLimit: { max: deps.config.AUTH_RATE_LIMIT, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary:
          "Confirm an email change with the token of the mailed link (once), from a session of the account (401 EMAIL_CHANGE_SIGN_IN, 403 EMAIL_CHANGE_OTHER_ACCOUNT) or with its password; ends the account's other sessions",
        body: confirmEmailChangeSchema,
        response: { 200: confirmEmailChangeResultSchema },
      },
    },
    async (request) => {
      // Opened in a signed-in browser of the account: that session stays, every other ends.
      const token = bearerToken(request.headers.authorization);
      const session = token ? await findSession(db, token) : null;
      return withAccount(db, (tx) => confirmEmailChange(tx, deps, request.body, session?.user ?? null));
    },
  );

  r.post(
    "/users/cancel-email-change",
    {
      config: { public: true, rateLimit: { max: deps.config.AUTH_RATE_LIMIT, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary:
          '"This was not me" from the link mailed to the old address (once): the email change stops (or is undone), every session and API token of the account ends, with its pending changes, reset links and calendar feed',
        body: cancelEmailChangeSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await withAccount(db, (tx, account) => cancelEmailChange(tx, account, deps, request.body.token));
      return { ok: true as const };
    },
  );

  r.get(
    "/users/:userId/profile",
    {
      schema: {
        tags: ["users"],
        summary:
          "A user's public profile (name, avatar, the companies you share); 404 for a user you share no company with",
        params: userParams,
        response: { 200: publicProfileSchema },
      },
    },
    async (request) =>
      acrossMyCompanies(db, currentUser(request).id, {}, (tx, companyIds) =>
        service.publicProfile(tx, request.params.userId, companyIds),
      ),
  );

  r.get(
    "/users/:userId/avatar",
    {
      schema: {
        tags: ["users"],
        summary: "A user's avatar image (404 when there is none: show initials)",
        params: userParams,
        querystring: z.object({ decache: z.optional(z.string().check(z.maxLength(100))) }),
      },
    },
    async (request, reply) => {
      const viewerId = currentUser(request).id;
      const avatar = await acrossMyCompanies(db, viewerId, {}, (tx, companyIds) =>
        service.findAvatar(tx, viewerId, request.params.userId, companyIds),
      );
      return reply
        .header("content-type", avatar.contentType)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=300")
        .send(avatar.data);
    },
  );

  app.register(async (scoped) => {
    // GIF and SVG have no parser here: Fastify answers 415 before reading them.
    scoped.addContentTypeParser(
      [...AVATAR_TYPES],
      { parseAs: "buffer", bodyLimit: AVATAR_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scoped.withTypeProvider<ZodTypeProvider>().put(
      "/users/:userId/avatar",
      {
        preHandler: selfOnly,
        schema: {
          tags: ["users"],
          summary:
            "Upload the user's avatar (PNG, JPEG or WebP, at most 2 MB; optionally the rectangle to keep): stored as a 256 px square WebP without metadata",
          params: userParams,
          querystring: avatarCropSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await service.saveAvatar(
          db,
          request.params.userId,
          request.headers["content-type"],
          request.body,
          request.query,
        );
        return { ok: true as const };
      },
    );
  });

  r.delete(
    "/users/:userId/avatar",
    {
      preHandler: selfOnly,
      schema: {
        tags: ["users"],
        summary: "Remove the user's avatar (initials are shown instead)",
        params: userParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await service.deleteAvatar(db, request.params.userId);
      return { ok: true as const };
    },
  );

  r.put(
    "/users/:userId/password",
    {
      preHandler: [selfOnly, ownSessionOnly],
      config: { rateLimit: { max: deps.config.AUTH_RATE_LIMIT, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary:
          "Change one's own password with the current one (at least 8 characters); the user's other sessions end, this one stays",
        params: userParams,
        body: changePasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await counted(
        withUserScope(db, userId, (tx) =>
          service.countCurrentPassword(tx, deps, userId, request.body.currentPassword, request.ip, "currentPassword"),
        ),
      );
      const keep = currentUser(request).sessionId;
      await withUserScope(db, userId, (tx) => service.changePassword(tx, deps, userId, keep, request.body));
      return { ok: true as const };
    },
  );

  r.get(
    "/users/:userId/sessions",
    {
      preHandler: [selfOnly, ownSessionOnly],
      schema: {
        tags: ["users"],
        summary: "One's live sessions, the asking one marked current",
        params: userParams,
        response: { 200: userSessionListSchema },
      },
    },
    async (request) => service.listSessions(db, request.params.userId, currentUser(request).sessionId),
  );

  r.post(
    "/users/:userId/sessions/end-others",
    {
      preHandler: [selfOnly, ownSessionOnly],
      schema: {
        tags: ["users"],
        summary: "Sign out everywhere else: every session of the user but this one ends",
        params: userParams,
        response: { 200: endOtherSessionsResultSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const keep = currentUser(request).sessionId;
      return withUserScope(deps.db, userId, (tx) => service.endOtherSessions(tx, deps, userId, keep));
    },
  );
}
