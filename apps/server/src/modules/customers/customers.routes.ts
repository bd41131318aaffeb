import {
  customerAddressCreateSchema,
  customerAddressSchema,
  customerAddressUpdateSchema,
  customerContactCreateSchema,
  customerContactSchema,
  customerContactUpdateSchema,
  customerCreateSchema,
  customerDeleteResultSchema,
  customerDetailSchema,
  customerQuerySchema,
  customerSchema,
  customerStatusCreateSchema,
  customerStatusSchema,
  customerStatusUpdateSchema,
  customerTagSchema,
  customerUpdateSchema,
  okSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as addresses from "./customer-addresses.service";
import * as contacts from "./customer-contacts.service";
import * as statuses from "./customer-statuses.service";
import * as service from "./customers.service";

const customerParams = z.extend(companyParams, { customerId: z.uuid() });
const contactParams = z.extend(customerParams, { customerContactId: z.uuid() });
const addressParams = z.extend(customerParams, { customerAddressId: z.uuid() });
const statusParams = z.extend(companyParams, { customerStatusId: z.uuid() });
const tags = ["customers"];

/**
 * The company's customers (feature `customers`, issue 45, docs/customers.md): full members read
 * customers, their contacts and addresses, and the statuses; CustomerCreate, CustomerEdit and
 * CustomerDelete write customers (CustomerEdit their contacts and addresses); CustomerStatuses
 * writes the statuses. Personal identity numbers are encrypted with KEYPASS_KEY.
 */
export async function customersRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const key = deps.config.keypassKey;
  const member = app.requireCompany({ feature, guests: false });
  const editor = app.requireCompany({ feature, permission: "CustomerEdit" });
  const base = "/companies/:companyId/customers";
  const one = `${base}/:customerId`;

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "Customers with the list's search and filters (21 fetched), each with its portals; personal identity numbers masked",
        params: companyParams,
        querystring: customerQuerySchema,
        response: { 200: z.array(customerSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listCustomers(tx, tenant, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: app.requireCompany({ feature, permission: "CustomerCreate" }),
      schema: {
        tags,
        summary: "Create a customer (the company's next number unless one is given)",
        params: companyParams,
        body: customerCreateSchema,
        response: { 201: customerSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createCustomer(tx, key, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    one,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "One customer with its contacts and addresses; the personal identity number whole with CustomerEdit",
        params: customerParams,
        response: { 200: customerDetailSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getCustomer(tx, key, tenant, request.params.customerId));
    },
  );

  r.put(
    one,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Save a customer (the fields sent; version for an optimistic save)",
        params: customerParams,
        body: customerUpdateSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateCustomer(tx, key, tenant, request.params.customerId, request.body));
    },
  );

  // ---- contacts ----

  r.get(
    `${one}/contacts`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "A customer's contacts, the main contact first",
        params: customerParams,
        response: { 200: z.array(customerContactSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => contacts.listCustomerContacts(tx, tenant, request.params.customerId));
    },
  );

  r.post(
    `${one}/contacts`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Add a contact (emails unique among the company's contacts)",
        params: customerParams,
        body: customerContactCreateSchema,
        response: { 201: customerContactSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) =>
        contacts.createContact(tx, tenant, request.params.customerId, request.body),
      );
      return reply.code(201).send(created);
    },
  );

  r.put(
    `${one}/contacts/:customerContactId`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Save a contact (the fields sent)",
        params: contactParams,
        body: customerContactUpdateSchema,
        response: { 200: customerContactSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { customerId, customerContactId: contactId } = request.params;
      return tenant.run((tx) => contacts.updateContact(tx, tenant, customerId, contactId, request.body));
    },
  );

  r.delete(
    `${one}/contacts/:customerContactId`,
    {
      preHandler: editor,
      schema: { tags, summary: "Delete a contact", params: contactParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { customerId, customerContactId: contactId } = request.params;
      await tenant.run((tx) => contacts.deleteContact(tx, tenant, customerId, contactId));
      return { ok: true as const };
    },
  );

  // ---- addresses ----

  r.get(
    `${one}/addresses`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "A customer's addresses by kind, the default of each first",
        params: customerParams,
        response: { 200: z.array(customerAddressSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => addresses.listCustomerAddresses(tx, tenant, request.params.customerId));
    },
  );

  r.post(
    `${one}/addresses`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Add an address (the first of its kind becomes the default)",
        params: customerParams,
        body: customerAddressCreateSchema,
        response: { 201: customerAddressSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) =>
        addresses.createAddress(tx, tenant, request.params.customerId, request.body),
      );
      return reply.code(201).send(created);
    },
  );

  r.put(
    `${one}/addresses/:customerAddressId`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Save an address (the fields sent)",
        params: addressParams,
        body: customerAddressUpdateSchema,
        response: { 200: customerAddressSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { customerId, customerAddressId: addressId } = request.params;
      return tenant.run((tx) => addresses.updateAddress(tx, tenant, customerId, addressId, request.body));
    },
  );

  r.delete(
    `${one}/addresses/:customerAddressId`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Delete an address (the oldest left of its kind becomes the default)",
        params: addressParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { customerId, customerAddressId: addressId } = request.params;
      await tenant.run((tx) => addresses.deleteAddress(tx, tenant, customerId, addressId));
      return { ok: true as const };
    },
  );

  r.get(
    "/companies/:companyId/customer-tags",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The tags of the company's customers in use, by name, with how many have each",
        params: companyParams,
        response: { 200: z.array(customerTagSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listTags(tx, tenant));
    },
  );

  // ---- statuses ----

  const statusBase = "/companies/:companyId/customer-statuses";
  const statusAdmin = app.requireCompany({ feature, permission: "CustomerStatuses" });

  r.get(
    statusBase,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The company's customer statuses in order",
        params: companyParams,
        response: { 200: z.array(customerStatusSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => statuses.listStatuses(tx, tenant));
    },
  );

  r.post(
    statusBase,
    {
      preHandler: statusAdmin,
      schema: {
        tags,
        summary: "Add a customer status (the company's first becomes the default)",
        params: companyParams,
        body: customerStatusCreateSchema,
        response: { 201: customerStatusSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => statuses.createStatus(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.put(
    `${statusBase}/:customerStatusId`,
    {
      preHandler: statusAdmin,
      schema: {
        tags,
        summary: "Save a customer status (the fields sent; isDefault true makes it the default)",
        params: statusParams,
        body: customerStatusUpdateSchema,
        response: { 200: customerStatusSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => statuses.updateStatus(tx, tenant, request.params.customerStatusId, request.body));
    },
  );

  r.delete(
    `${statusBase}/:customerStatusId`,
    {
      preHandler: statusAdmin,
      schema: {
        tags,
        summary: "Delete a customer status; its customers get the default status",
        params: statusParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => statuses.deleteStatus(tx, tenant, request.params.customerStatusId));
      return { ok: true as const };
    },
  );

  // Last in the route table: the isolation sweeps delete a customer's contacts and addresses first.
  r.delete(
    one,
    {
      preHandler: app.requireCompany({ feature, permission: "CustomerDelete" }),
      schema: {
        tags,
        summary: "Delete a customer; one with portals (or objects in them) is archived instead, as the answer says",
        params: customerParams,
        response: { 200: customerDeleteResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.deleteCustomer(tx, key, tenant, request.params.customerId));
    },
  );
}
