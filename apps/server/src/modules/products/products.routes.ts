import {
  companyServiceCreateSchema,
  companyServiceSchema,
  companyServiceUpdateSchema,
  okSchema,
  productCategoryCreateSchema,
  productCategorySchema,
  productCategoryUpdateSchema,
  productCreateSchema,
  productDeleteResultSchema,
  productExportQuerySchema,
  productListItemSchema,
  productQuerySchema,
  productSchema,
  productUpdateSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { sendAttachment } from "../../lib/downloads";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as services from "./company-services.service";
import * as categories from "./product-categories.service";
import * as service from "./products.service";

const productParams = z.extend(companyParams, { productId: z.uuid() });
const categoryParams = z.extend(companyParams, { productCategoryId: z.uuid() });
const serviceParams = z.extend(companyParams, { companyServiceId: z.uuid() });
const tags = ["products"];

/**
 * The company's catalogue (issue 46, docs/products.md): full members (not guests) read products
 * and categories (orders and price checks need them); Products writes products, ProductCategories
 * the categories; CompanyServices writes the company's services, which every member reads (guests
 * too, the published ones: portal members see what the company offers). No company feature: the
 * catalogue is every company's.
 */
export async function productsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany({ guests: false });
  const editor = app.requireCompany({ permission: "Products" });
  const base = "/companies/:companyId/products";
  const one = `${base}/:productId`;

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Products with the list's search (number, name) and filters (21 fetched)",
        params: companyParams,
        querystring: productQuerySchema,
        response: { 200: z.array(productListItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listProducts(tx, tenant, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Create a product (the company's next number unless one is given; the type's fields)",
        params: companyParams,
        body: productCreateSchema,
        response: { 201: productSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createProduct(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    `${base}/export`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The catalogue with the list's filters as CSV (UTF-8 with BOM, ';') or XLSX in the reader's language",
        params: companyParams,
        querystring: productExportQuerySchema,
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const file = await tenant.run((tx) => service.exportProducts(tx, tenant, request.query));
      reply.header("cache-control", "private, no-store");
      return sendAttachment(
        reply,
        { uploadName: file.name, contentType: file.contentType, size: file.bytes.length },
        file.bytes,
      );
    },
  );

  r.get(
    one,
    {
      preHandler: member,
      schema: { tags, summary: "One product", params: productParams, response: { 200: productSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getProduct(tx, tenant, request.params.productId));
    },
  );

  r.put(
    one,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Save a product (the fields sent; version for an optimistic save)",
        params: productParams,
        body: productUpdateSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateProduct(tx, tenant, request.params.productId, request.body));
    },
  );

  // ---- categories ----

  const categoryBase = "/companies/:companyId/product-categories";
  const categoryAdmin = app.requireCompany({ permission: "ProductCategories" });

  r.get(
    categoryBase,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The product categories: each top-level one followed by its subcategories, in order",
        params: companyParams,
        response: { 200: z.array(productCategorySchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => categories.listCategories(tx, tenant));
    },
  );

  r.post(
    categoryBase,
    {
      preHandler: categoryAdmin,
      schema: {
        tags,
        summary: "Add a product category (parentId: a top-level category; two levels)",
        params: companyParams,
        body: productCategoryCreateSchema,
        response: { 201: productCategorySchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => categories.createCategory(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.put(
    `${categoryBase}/:productCategoryId`,
    {
      preHandler: categoryAdmin,
      schema: {
        tags,
        summary: "Save a product category (the fields sent)",
        params: categoryParams,
        body: productCategoryUpdateSchema,
        response: { 200: productCategorySchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => categories.updateCategory(tx, tenant, request.params.productCategoryId, request.body));
    },
  );

  r.delete(
    `${categoryBase}/:productCategoryId`,
    {
      preHandler: categoryAdmin,
      schema: {
        tags,
        summary: "Delete a product category without subcategories (its products are left without one)",
        params: categoryParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => categories.deleteCategory(tx, tenant, request.params.productCategoryId));
      return { ok: true as const };
    },
  );

  // ---- company services ----

  const serviceBase = "/companies/:companyId/company-services";
  const serviceAdmin = app.requireCompany({ permission: "CompanyServices" });

  r.get(
    serviceBase,
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary: "The services the company offers; without CompanyServices only the published ones of active products",
        params: companyParams,
        response: { 200: z.array(companyServiceSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => services.listServices(tx, tenant));
    },
  );

  r.post(
    serviceBase,
    {
      preHandler: serviceAdmin,
      schema: {
        tags,
        summary: "Offer a service product as a company service",
        params: companyParams,
        body: companyServiceCreateSchema,
        response: { 201: companyServiceSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => services.createService(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.put(
    `${serviceBase}/:companyServiceId`,
    {
      preHandler: serviceAdmin,
      schema: {
        tags,
        summary: "Save a company service (the fields sent)",
        params: serviceParams,
        body: companyServiceUpdateSchema,
        response: { 200: companyServiceSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => services.updateService(tx, tenant, request.params.companyServiceId, request.body));
    },
  );

  r.delete(
    `${serviceBase}/:companyServiceId`,
    {
      preHandler: serviceAdmin,
      schema: {
        tags,
        summary: "No longer offer a service (the product stays)",
        params: serviceParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => services.deleteService(tx, tenant, request.params.companyServiceId));
      return { ok: true as const };
    },
  );

  // Last in the route table: the isolation sweeps take the product's price list items and services first.
  r.delete(
    one,
    {
      preHandler: editor,
      schema: {
        tags,
        summary:
          "Delete a product; one on a price list or offered as a service is made inactive instead, as the answer says",
        params: productParams,
        response: { 200: productDeleteResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.deleteProduct(tx, tenant, request.params.productId));
    },
  );
}
