import { randomUUID } from "node:crypto";
import {
  CERTIFICATE_MAX_BYTES,
  objectSkillInputSchema,
  objectSkillQuerySchema,
  objectSkillSchema,
  okSchema,
  skillInputSchema,
  skillQuerySchema,
  skillSchema,
  userSkillInputSchema,
  userSkillQuerySchema,
  userSkillSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { sendAttachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { acceptUploads, receiveUpload, storeUpload } from "../../lib/uploads";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./skills.queries";
import * as service from "./skills.service";

const skillParams = z.extend(companyParams, { skillId: z.uuid() });
const userSkillParams = z.extend(companyParams, { userSkillId: z.uuid() });
const objectSkillParams = z.extend(companyParams, { objectSkillId: z.uuid() });
const tags = ["skills"];

/**
 * Skills (docs/units.md, "Skills"): the company's skill definitions (/skills), people's skills with
 * their certificates (/user-skills) and the skills objects require (/object-skills). Every route
 * needs the skills feature and refuses guests.
 */
export async function skillsRoutes(app: FastifyInstance, deps: Deps) {
  const limitBytes = Math.min(CERTIFICATE_MAX_BYTES, deps.config.UPLOAD_LIMIT_MB * 1024 * 1024);
  await acceptUploads(app, limitBytes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany({ feature: "skills", guests: false });
  const manager = app.requireCompany({ feature: "skills", guests: false, permission: "Skills" });

  // --- people's skills ------------------------------------------------------------------------
  // (Registered before the definitions: deleting a definition takes its records along.)

  const records = "/companies/:companyId/user-skills";

  r.get(
    records,
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "People's skills by person, then skill (with Skills everyone's, without one's own); userId, skillId, unitId (assigned), status",
        params: companyParams,
        querystring: userSkillQuerySchema,
        response: { 200: z.array(userSkillSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listUserSkills(tx, tenant, request.query));
    },
  );

  r.post(
    records,
    {
      preHandler: manager,
      schema: {
        tags,
        summary: "Record a member's skill, or renew the one they hold (the same record, new dates)",
        params: companyParams,
        body: userSkillInputSchema,
        response: { 201: userSkillSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const recorded = await tenant.run((tx) => service.recordUserSkill(tx, tenant, request.body));
      return reply.code(201).send(recorded);
    },
  );

  r.put(
    `${records}/:userSkillId`,
    {
      preHandler: manager,
      schema: {
        tags,
        summary: "Save a person's skill's dates (version: 409 STALE_VERSION when it changed since)",
        params: userSkillParams,
        body: userSkillInputSchema,
        response: { 200: userSkillSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateUserSkill(tx, tenant, request.params.userSkillId, request.body));
    },
  );

  r.delete(
    `${records}/:userSkillId`,
    {
      preHandler: manager,
      schema: { tags, summary: "Delete a person's skill", params: userSkillParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const key = await tenant.run((tx) => service.deleteUserSkill(tx, tenant, request.params.userSkillId));
      await service.removeStored(deps.storage, [key], request.log);
      return { ok: true as const };
    },
  );

  r.post(
    `${records}/:userSkillId/certificate`,
    {
      preHandler: manager,
      schema: {
        tags,
        summary: `Upload the certificate (multipart/form-data, field "file"): PDF, PNG, JPEG or WebP (415 otherwise), at most ${CERTIFICATE_MAX_BYTES / 1024 / 1024} MB (413); replaces an earlier one`,
        consumes: ["multipart/form-data"],
        params: userSkillParams,
        response: { 201: userSkillSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { userSkillId } = request.params;
      await tenant.run((tx) => service.checkRecord(tx, tenant, userSkillId));
      const file = await receiveUpload(request, limitBytes);
      const key = `${tenant.companyId}/skills/${userSkillId}/${randomUUID()}`;
      const sniffed = service.sniffCertificate(file.file);
      const { userSkill, replacedKey } = await storeUpload(deps.storage, file, key, limitBytes, {
        stream: sniffed.stream,
        save: (size) =>
          tenant.run((tx) =>
            service.attachCertificate(tx, tenant, userSkillId, {
              key,
              name: file.filename.slice(0, 255) || "certificate",
              size,
              type: sniffed.contentType() ?? "application/octet-stream",
            }),
          ),
      });
      await service.removeStored(deps.storage, [replacedKey], request.log);
      return reply.code(201).send(userSkill);
    },
  );

  r.get(
    `${records}/:userSkillId/certificate`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Download the certificate (its holder, or with Skills), always as an attachment",
        params: userSkillParams,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await tenant.run((tx) => service.certificateOf(tx, tenant, request.params.userSkillId));
      reply.header("cache-control", "private, no-store");
      return sendAttachment(reply, file, await deps.storage.read(file.storageKey));
    },
  );

  // --- object skills --------------------------------------------------------------------------

  const objectSkills = "/companies/:companyId/object-skills";

  r.get(
    objectSkills,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Skills the objects one sees require (publicationId: of that object, 404 when not seen)",
        params: companyParams,
        querystring: objectSkillQuerySchema,
        response: { 200: z.array(objectSkillSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listObjectSkills(tx, tenant, request.query));
    },
  );

  r.post(
    objectSkills,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Name a skill an object requires (a member who may edit the object; 409 when named already)",
        params: companyParams,
        body: objectSkillInputSchema,
        response: { 201: objectSkillSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const added = await tenant.run((tx) => service.addObjectSkill(tx, tenant, request.body));
      return reply.code(201).send(added);
    },
  );

  r.delete(
    `${objectSkills}/:objectSkillId`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "An object no longer requires the skill",
        params: objectSkillParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.removeObjectSkill(tx, tenant, request.params.objectSkillId));
      return { ok: true as const };
    },
  );

  // --- skill definitions ----------------------------------------------------------------------

  const definitions = "/companies/:companyId/skills";

  r.get(
    definitions,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The company's skills by name (limit 21, up to 1000 for the units screens; q: name or category)",
        params: companyParams,
        querystring: skillQuerySchema,
        response: { 200: z.array(skillSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listSkills(tx, tenant.companyId, request.query));
    },
  );

  r.post(
    definitions,
    {
      preHandler: manager,
      schema: {
        tags,
        summary: "Add a skill (names unique in the company, letter case aside: 409 CONFLICT on name)",
        params: companyParams,
        body: skillInputSchema,
        response: { 201: skillSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const skill = await tenant.run((tx) => service.createSkill(tx, tenant, request.body));
      return reply.code(201).send(skill);
    },
  );

  r.put(
    `${definitions}/:skillId`,
    {
      preHandler: manager,
      schema: {
        tags,
        summary: "Save the whole skill (version: 409 STALE_VERSION when it changed since); people's dates stay",
        params: skillParams,
        body: skillInputSchema,
        response: { 200: skillSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateSkill(tx, tenant, request.params.skillId, request.body));
    },
  );

  r.delete(
    `${definitions}/:skillId`,
    {
      preHandler: manager,
      schema: {
        tags,
        summary: "Delete a skill with the records of it and the objects' and units' requirements of it",
        params: skillParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const keys = await tenant.run((tx) => service.deleteSkill(tx, tenant, request.params.skillId));
      await service.removeStored(deps.storage, keys, request.log);
      return { ok: true as const };
    },
  );
}
