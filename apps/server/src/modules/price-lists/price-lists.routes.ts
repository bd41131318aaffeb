import {
  categoryDiscountInputSchema,
  okSchema,
  priceCheckQuerySchema,
  priceCheckSchema,
  priceListCreateSchema,
  priceListDetailSchema,
  priceListExportQuerySchema,
  priceListItemInputSchema,
  priceListItemQuerySchema,
  priceListItemSchema,
  priceListQuerySchema,
  priceListSchema,
  priceListUpdateSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { sendAttachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./price-lists.service";

const listParams = z.extend(companyParams, { priceListId: z.uuid() });
const itemParams = z.extend(listParams, { productId: z.uuid() });
const discountParams = z.extend(listParams, { productCategoryId: z.uuid() });
const tags = ["price lists"];

/**
 * Price lists and the price check (issue 46, docs/products.md): full members (not guests) read the
 * lists and ask the price check (orders will); PriceLists writes lists, their items and discounts.
 */
export async function priceListsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany({ guests: false });
  const editor = app.requireCompany({ permission: "PriceLists" });
  const base = "/companies/:companyId/price-lists";
  const one = `${base}/:priceListId`;

  r.get(
    "/companies/:companyId/price-check",
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "A product's price for a customer, quantity and day, with the rule that gave it (customer's list, status's list, default list, sales price) and the line's VAT",
        params: companyParams,
        querystring: priceCheckQuerySchema,
        response: { 200: priceCheckSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.priceCheck(tx, tenant, request.query));
    },
  );

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The company's price lists, the default first (filters: customer, status, valid on a day)",
        params: companyParams,
        querystring: priceListQuerySchema,
        response: { 200: z.array(priceListSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listPriceLists(tx, tenant, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Create a price list: a customer's own, a customer status's, or the default",
        params: companyParams,
        body: priceListCreateSchema,
        response: { 201: priceListDetailSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createPriceList(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    one,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "One price list with its category discounts",
        params: listParams,
        response: { 200: priceListDetailSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getPriceList(tx, tenant, request.params.priceListId));
    },
  );

  r.put(
    one,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Save a price list (the fields sent; version for an optimistic save)",
        params: listParams,
        body: priceListUpdateSchema,
        response: { 200: priceListDetailSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updatePriceList(tx, tenant, request.params.priceListId, request.body));
    },
  );

  r.get(
    `${one}/items`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "A page of the list's prices by product name (21 fetched), with a search in number and name",
        params: listParams,
        querystring: priceListItemQuerySchema,
        response: { 200: z.array(priceListItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listItems(tx, tenant, request.params.priceListId, request.query));
    },
  );

  r.get(
    `${one}/export`,
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The list's prices (a line per product, then per quantity break) as CSV or XLSX in the reader's language",
        params: listParams,
        querystring: priceListExportQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await tenant.run((tx) =>
        service.exportPriceList(tx, tenant, request.params.priceListId, request.query),
      );
      reply.header("cache-control", "private, no-store");
      return sendAttachment(
        reply,
        { uploadName: file.name, contentType: file.contentType, size: file.bytes.length },
        file.bytes,
      );
    },
  );

  r.put(
    `${one}/items/:productId`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Set a product's price on the list, with quantity breaks (made or replaced)",
        params: itemParams,
        body: priceListItemInputSchema,
        response: { 200: priceListItemSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { priceListId, productId } = request.params;
      return tenant.run((tx) => service.setItem(tx, tenant, priceListId, productId, request.body));
    },
  );

  r.delete(
    `${one}/items/:productId`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Remove a product's price from the list",
        params: itemParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { priceListId, productId } = request.params;
      await tenant.run((tx) => service.deleteItem(tx, tenant, priceListId, productId));
      return { ok: true as const };
    },
  );

  r.put(
    `${one}/category-discounts/:productCategoryId`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Set a category's percent off the sales price on the list",
        params: discountParams,
        body: categoryDiscountInputSchema,
        response: { 200: priceListDetailSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { priceListId, productCategoryId } = request.params;
      return tenant.run((tx) => service.setDiscount(tx, tenant, priceListId, productCategoryId, request.body));
    },
  );

  r.delete(
    `${one}/category-discounts/:productCategoryId`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Remove a category's discount from the list",
        params: discountParams,
        response: { 200: priceListDetailSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { priceListId, productCategoryId } = request.params;
      return tenant.run((tx) => service.deleteDiscount(tx, tenant, priceListId, productCategoryId));
    },
  );

  // Last in the route table: the isolation sweeps take the list's items and discounts first.
  r.delete(
    one,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Delete a price list with its prices and discounts",
        params: listParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deletePriceList(tx, tenant, request.params.priceListId));
      return { ok: true as const };
    },
  );
}
