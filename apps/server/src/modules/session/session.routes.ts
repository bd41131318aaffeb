import {
  authorizeBodySchema,
  authorizeQuerySchema,
  authorizeResponseSchema,
  authorizeSmsBodySchema,
  CODE_TTL_MINUTES,
  forgotPasswordBodySchema,
  LoginError,
  loginErrorMessages,
  okSchema,
  resetPasswordBodySchema,
  sessionSchema,
} from "@app/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import { currentUser } from "../../plugins/auth";
import { acrossMyCompanies, counted, withAccount } from "../../plugins/tenant";
import * as service from "./session.service";

/** Sign-in endpoints answer a malformed request with the spec's login codes, not the generic shape. */
function loginErrorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const malformed = error.statusCode === 400 || error.statusCode === 415;
  if (hasZodFastifySchemaValidationErrors(error) || (malformed && !(error instanceof AppError))) {
    const appId = (request.query as { appId?: string } | undefined)?.appId;
    const code = appId ? LoginError.InvalidRequest : LoginError.AppIdMissing;
    return reply.code(400).send({ code, message: loginErrorMessages[code] });
  }
  throw error;
}

/**
 * The code step's challenge travels in an httpOnly, SameSite=Strict cookie scoped to
 * /authorize-sms, so the spec's body { sms } suffices: a script cannot read it and another site
 * cannot send it. Only a well-formed id is read; the code itself is still checked against it.
 */
const CHALLENGE_COOKIE = "login_challenge";

function challengeCookie(path: string, value: string, maxAgeSeconds: number, secure: boolean) {
  const flags = [
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ];
  return [`${CHALLENGE_COOKIE}=${value}`, ...flags].join("; ");
}

function challengeFromCookie(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? "").split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === CHALLENGE_COOKIE) return z.uuid().safeParse(value).data;
  }
  return undefined;
}

export async function sessionRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.AUTH_RATE_LIMIT, timeWindow: "1 minute" };
  const secure = deps.config.publicUrl.startsWith("https:");
  const { db } = deps;

  r.post(
    "/authorize",
    {
      config: { public: true, rateLimit, belowDiskReserve: true },
      errorHandler: loginErrorHandler,
      schema: {
        tags: ["session"],
        summary: "Sign in with email and password",
        querystring: authorizeQuerySchema,
        body: authorizeBodySchema,
        response: { 200: authorizeResponseSchema },
      },
    },
    async (request, reply) => {
      // Two scopes in sequence: the counted try commits, a wrong password is answered after it.
      const passed = await counted(
        withAccount(db, (tx, account) =>
          service.countSignIn(tx, account, deps, request.query.appId, request.body, request.ip),
        ),
      );
      const answer = await acrossMyCompanies(db, passed.user.id, {}, (tx, companyIds) =>
        service.signIn(tx, deps, passed, companyIds, request.headers["user-agent"]),
      );
      if ("codeRequired" in answer) {
        const path = `${request.routeOptions.url}-sms`;
        reply.header("set-cookie", challengeCookie(path, answer.challengeId, CODE_TTL_MINUTES * 60, secure));
      }
      return answer;
    },
  );

  r.post(
    "/authorize-sms",
    {
      config: { public: true, rateLimit, belowDiskReserve: true },
      errorHandler: loginErrorHandler,
      schema: {
        tags: ["session"],
        summary: "Second step of sign-in: the six-digit code",
        querystring: authorizeQuerySchema,
        body: authorizeSmsBodySchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const challengeId = request.body.challengeId ?? challengeFromCookie(request);
      const passed = await counted(
        withAccount(db, (tx) => service.countCode(tx, request.query.appId, challengeId, request.body.sms)),
      );
      const session = await acrossMyCompanies(db, passed.userId, {}, (tx, companyIds) =>
        service.signInWithCode(tx, deps, passed, companyIds, request.headers["user-agent"]),
      );
      reply.header("set-cookie", challengeCookie(request.routeOptions.url ?? "/", "", 0, secure));
      return session;
    },
  );

  r.post(
    "/users/forgot-password",
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ["session"],
        summary: "Mail a password reset link (same answer for unknown emails)",
        body: forgotPasswordBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      // Answered before any work that depends on the account: known and unknown emails get the
      // same answer in the same time, and a failing mail is logged, never answered.
      withAccount(db, (tx, account) => service.forgotPassword(tx, account, deps, request.body.Email))
        .then((mail) => mail && deps.mail(mail))
        .catch((err) => request.log.error({ err }, "password reset request failed"));
      return { ok: true as const };
    },
  );

  r.post(
    "/users/reset-password",
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ["session"],
        summary: "Choose a new password with the token from the reset mail",
        body: resetPasswordBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await withAccount(db, (tx, account) =>
        service.resetPassword(tx, account, deps, request.body.token, request.body.password),
      );
      return { ok: true as const };
    },
  );

  r.post(
    "/logout",
    {
      config: { belowDiskReserve: true },
      schema: { tags: ["session"], summary: "End the current session", response: { 200: okSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      await acrossMyCompanies(db, user.id, {}, (tx, companyIds) => service.logout(tx, deps, user, companyIds));
      return { ok: true as const };
    },
  );
}
