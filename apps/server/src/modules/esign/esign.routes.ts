import {
  ESIGN_VERIFIED_MINUTES,
  esignCodeSchema,
  esignCreateSchema,
  esignDeclineSchema,
  esignLinkSchema,
  esignListQuerySchema,
  esignObjectRequestSchema,
  esignRequestSchema,
  esignShareSchema,
  esignSignSchema,
  esignVerificationSchema,
  okSchema,
} from "@app/contract";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { companyParams, publicationParams } from "../../lib/params";
import { currentTenant, withCompany } from "../../plugins/tenant";
import * as intake from "./esign-intake.service";
import * as outside from "./esign-link.service";
import * as read from "./esign-read.service";
import * as signing from "./esign-signing.service";
import type { ClientInfo } from "./esign-trail.service";
import * as verify from "./esign-verify.service";

const esignParams = z.extend(companyParams, { esignId: z.uuid() });
const linkParams = z.extend(companyParams, { token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)) });
const tags = ["e-sign"];

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
});

/**
 * The proof of the browser that gave an outside signer's code (esign.identity.ts `identify`): an
 * httpOnly, SameSite=Strict cookie on the link's own path, so a script cannot read it, another site
 * cannot send it and another link never gets it; another browser with the link asks for a code.
 */
const PROOF_COOKIE = "esign_proof";
const proofOf = (request: FastifyRequest) => request.cookies[PROOF_COOKIE];

const pdf = (reply: FastifyReply, document: { name: string; bytes: Buffer }) =>
  sendAttachment(
    reply,
    { uploadName: document.name, contentType: "application/pdf", size: document.bytes.length },
    document.bytes,
  );

export async function esignRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireCompany({ permission: "CertifyDocument", feature: "esign" });
  /** Reading and signing: any member the request concerns (esign.policy decides which). */
  const member = app.requireCompany({ feature: "esign" });
  const one = "/companies/:companyId/e-signs/:esignId";

  r.get(
    "/companies/:companyId/e-signs-share",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The e-sign list: requests the caller may see, with the spec's filters, 21 a page (limit 21, offset 21 × page)",
        params: companyParams,
        querystring: esignListQuerySchema,
        response: { 200: z.array(esignShareSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => read.listShares(tx, tenant, request.query));
    },
  );

  r.get(
    "/companies/:companyId/publications/:publicationId/e-signs",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The object's requests the caller may see, newest first, with each signer's state",
        params: publicationParams,
        response: { 200: z.array(esignObjectRequestSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => read.requestsOfObject(tx, tenant, request.params.publicationId));
    },
  );

  r.post(
    "/companies/:companyId/publications/:publicationId/e-signs",
    {
      preHandler,
      schema: {
        tags,
        summary: "Ask people to sign a PDF file of the object (415 for other formats)",
        params: publicationParams,
        body: esignCreateSchema,
        response: { 201: esignRequestSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) =>
        intake.createRequest(tx, deps, tenant, request.params.publicationId, request.body, clientOf(request)),
      );
      return reply.code(201).send(created);
    },
  );

  r.get(
    one,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "One signing request with its signers and audit trail",
        params: esignParams,
        response: { 200: esignRequestSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => read.getRequest(tx, tenant, request.params.esignId));
    },
  );

  r.get(
    `${one}/document`,
    {
      preHandler: member,
      schema: { tags, summary: "The original PDF as it was sent (409 when it changed since)", params: esignParams },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      return pdf(reply, await tenant.run((tx) => read.originalDocument(tx, deps, tenant, request.params.esignId)));
    },
  );

  r.get(
    `${one}/sealed`,
    {
      preHandler: member,
      schema: { tags, summary: "The sealed PDF of a complete request", params: esignParams },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      return pdf(reply, await tenant.run((tx) => read.sealedDocument(tx, deps, tenant, request.params.esignId)));
    },
  );

  r.post(
    `${one}/sign`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Sign as the member asked (drawn or typed signature, the consent text's version)",
        params: esignParams,
        body: esignSignSchema,
        response: { 200: esignRequestSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) =>
        signing.signAsMember(tx, deps, tenant, request.params.esignId, request.body, clientOf(request)),
      );
    },
  );

  r.post(
    `${one}/decline`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Decline as the member asked, with a reason: the request ends",
        params: esignParams,
        body: esignDeclineSchema,
        response: { 200: esignRequestSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) =>
        signing.declineAsMember(tx, deps, tenant, request.params.esignId, request.body.reason, clientOf(request)),
      );
    },
  );

  r.post(
    `${one}/remind`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Mail again everyone asked who has not signed (the requester, or with the e-sign permission)",
        params: esignParams,
        response: { 200: esignRequestSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => intake.remind(tx, deps, tenant, request.params.esignId, clientOf(request)));
    },
  );

  r.post(
    `${one}/cancel`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Cancel an active request (the requester, or with the e-sign permission)",
        params: esignParams,
        response: { 200: esignRequestSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => intake.cancel(tx, tenant, request.params.esignId, clientOf(request)));
    },
  );

  const link = "/e-sign/:companyId/:token";
  const open = { public: true, rateLimit: { max: 60, timeWindow: "1 minute" } };
  // Cookies are read only by these routes (this plugin's scope).
  await app.register(cookie);
  const secureCookie = (request: FastifyRequest) =>
    deps.config.publicUrl.startsWith("https:") || request.protocol === "https";

  r.get(
    link,
    {
      config: open,
      schema: {
        tags,
        summary: "An outside signer's link: the request as they see it (404 for an unknown link)",
        security: [],
        params: linkParams,
        response: { 200: esignLinkSchema },
      },
    },
    async (request) => {
      const { companyId, token } = request.params;
      return withCompany(deps.db, companyId, (tx) =>
        outside.openLink(tx, companyId, token, proofOf(request), clientOf(request)),
      );
    },
  );

  r.post(
    `${link}/code`,
    {
      config: open,
      schema: {
        tags,
        summary:
          "Mail the outside signer a six-digit code (10 minutes, 5 tries, one use; once a minute, 5 a day, 20 in all)",
        security: [],
        params: linkParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { companyId, token } = request.params;
      return withCompany(deps.db, companyId, (tx) => outside.sendCode(tx, deps, companyId, token, clientOf(request)));
    },
  );

  r.post(
    `${link}/verify`,
    {
      config: open,
      schema: {
        tags,
        summary:
          "Give the mailed code; then this browser (its httpOnly cookie on the link's path) may read and sign for 30 minutes",
        security: [],
        params: linkParams,
        body: esignCodeSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const { companyId, token } = request.params;
      // A wrong code counts a try: the transaction commits it before the answer refuses the code.
      const outcome = await withCompany(deps.db, companyId, (tx) =>
        outside.checkCode(tx, companyId, token, request.body.code, clientOf(request)),
      );
      const { proof } = outside.codeAccepted(outcome);
      reply.setCookie(PROOF_COOKIE, proof, {
        path: request.url.split("?")[0]?.replace(/\/verify\/?$/, ""),
        maxAge: ESIGN_VERIFIED_MINUTES * 60,
        httpOnly: true,
        sameSite: "strict",
        secure: secureCookie(request),
      });
      return { ok: true as const };
    },
  );

  r.get(
    `${link}/document`,
    {
      config: open,
      schema: {
        tags,
        summary: "The PDF to sign (after the code, in the browser that gave it)",
        security: [],
        params: linkParams,
      },
    },
    async (request, reply) => {
      const { companyId, token } = request.params;
      const document = await withCompany(deps.db, companyId, (tx) =>
        outside.linkDocument(tx, deps, companyId, token, proofOf(request)),
      );
      return pdf(reply, document);
    },
  );

  r.post(
    `${link}/sign`,
    {
      config: open,
      schema: {
        tags,
        summary: "Sign through the link (after the code, in the browser that gave it)",
        security: [],
        params: linkParams,
        body: esignSignSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { companyId, token } = request.params;
      return withCompany(deps.db, companyId, (tx) =>
        outside.signByLink(tx, deps, companyId, token, proofOf(request), request.body, clientOf(request)),
      );
    },
  );

  r.post(
    `${link}/decline`,
    {
      config: open,
      schema: {
        tags,
        summary: "Decline through the link (after the code, in the browser that gave it), with a reason",
        security: [],
        params: linkParams,
        body: esignDeclineSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { companyId, token } = request.params;
      return withCompany(deps.db, companyId, (tx) =>
        outside.declineByLink(tx, deps, companyId, token, proofOf(request), request.body.reason, clientOf(request)),
      );
    },
  );

  // The PDF to verify is hashed as it arrives (never held whole in memory), up to UPLOAD_LIMIT_MB
  // (413 past it); the handler gets only its hash. Scoped to these routes (their plugin).
  const verifyLimit = deps.config.UPLOAD_LIMIT_MB * 1024 * 1024;
  app.addContentTypeParser("application/pdf", (request, payload, done) => {
    verify.hashUpload(payload, verifyLimit, request.headers["content-length"]).then(
      (received) => done(null, received),
      (error: Error) => done(error, undefined),
    );
  });
  r.post(
    "/e-sign/verify",
    {
      config: open,
      schema: {
        tags,
        summary: "Send a PDF (application/pdf): is it a sealed document of this installation, and of which request",
        security: [],
        response: { 200: esignVerificationSchema },
      },
    },
    async (request) => verify.verifySealed(deps, request.body),
  );
}
