import {
  addressBookEntryCreateSchema,
  addressBookEntrySchema,
  addressBookEntryUpdateSchema,
  addressBookItemSchema,
  addressBookQuerySchema,
  okSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./address-book.service";

const entryParams = z.extend(companyParams, { addressBookEntryId: z.uuid() });
const tags = ["address book"];

/**
 * The address book (feature `customers`, issue 45 item 5, docs/customers.md): full members read
 * it; CustomerEdit writes the company's own entries (the permission that writes customers'
 * contacts, which the address book lists beside them).
 */
export async function addressBookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const member = app.requireCompany({ feature, guests: false });
  const editor = app.requireCompany({ feature, permission: "CustomerEdit" });
  const base = "/companies/:companyId/address-book";
  const one = `${base}/:addressBookEntryId`;

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The company's own entries and its customers' contacts by name, with search, tag and first letter (21 fetched)",
        params: companyParams,
        querystring: addressBookQuerySchema,
        response: { 200: z.array(addressBookItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listAddressBook(tx, tenant, request.query));
    },
  );

  r.get(
    `${base}/tags`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The tags the list's filter offers: the own entries' and the customers' in use, in Swedish order",
        params: companyParams,
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listTags(tx, tenant));
    },
  );

  r.post(
    base,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Add an entry of the company's own",
        params: companyParams,
        body: addressBookEntryCreateSchema,
        response: { 201: addressBookEntrySchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createEntry(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    one,
    {
      preHandler: member,
      schema: { tags, summary: "One own entry", params: entryParams, response: { 200: addressBookEntrySchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getEntry(tx, tenant, request.params.addressBookEntryId));
    },
  );

  r.put(
    one,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Save an own entry (the fields sent; version for an optimistic save)",
        params: entryParams,
        body: addressBookEntryUpdateSchema,
        response: { 200: addressBookEntrySchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateEntry(tx, tenant, request.params.addressBookEntryId, request.body));
    },
  );

  r.delete(
    one,
    {
      preHandler: editor,
      schema: { tags, summary: "Delete an own entry", params: entryParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deleteEntry(tx, tenant, request.params.addressBookEntryId));
      return { ok: true as const };
    },
  );
}
