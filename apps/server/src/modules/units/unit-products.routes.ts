import {
  okSchema,
  UNIT_PRODUCT_FETCH,
  unitProductInputSchema,
  unitProductQuerySchema,
  unitProductSchema,
  unitProductUpdateSchema,
} from "@app/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./units.service";

const unitParams = z.extend(companyParams, { unitId: z.uuid() });
const productParams = z.extend(unitParams, { unitProductId: z.uuid() });
const tags = ["units"];

/** A unit's products (equipment, stock): GET (by name, 101 at most), POST, GET, PUT and DELETE /{unitProductId}. */
export function unitProductsRoutes(app: FastifyInstance, preHandler: (request: FastifyRequest) => Promise<void>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = "/companies/:companyId/units/:unitId/products";

  r.get(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: `The unit's products by name (limit ${UNIT_PRODUCT_FETCH}, offset)`,
        params: unitParams,
        querystring: unitProductQuerySchema,
        response: { 200: z.array(unitProductSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listProducts(tx, tenant, request.params.unitId, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler,
      schema: {
        tags,
        summary: "Add a product to the unit",
        params: unitParams,
        body: unitProductInputSchema,
        response: { 201: unitProductSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const product = await tenant.run((tx) => service.createProduct(tx, tenant, request.params.unitId, request.body));
      return reply.code(201).send(product);
    },
  );

  r.get(
    `${base}/:unitProductId`,
    {
      preHandler,
      schema: { tags, summary: "One product of the unit", params: productParams, response: { 200: unitProductSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { unitId, unitProductId } = request.params;
      return tenant.run((tx) => service.getProduct(tx, tenant, unitId, unitProductId));
    },
  );

  r.put(
    `${base}/:unitProductId`,
    {
      preHandler,
      schema: {
        tags,
        summary: "Save a product as GET answers it (fields not sent kept; version: 409 STALE_VERSION)",
        params: productParams,
        body: unitProductUpdateSchema,
        response: { 200: unitProductSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { unitId, unitProductId } = request.params;
      return tenant.run((tx) => service.updateProduct(tx, tenant, unitId, unitProductId, request.body));
    },
  );

  r.delete(
    `${base}/:unitProductId`,
    {
      preHandler,
      schema: { tags, summary: "Delete a product of the unit", params: productParams, response: { 200: okSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { unitId, unitProductId } = request.params;
      await tenant.run((tx) => service.deleteProduct(tx, tenant, unitId, unitProductId));
      return { ok: true as const };
    },
  );
}
