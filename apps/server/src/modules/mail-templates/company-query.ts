import type { FastifyRequest } from "fastify";

/**
 * Runs a company guard (app.requireCompany) for a path that names its company in the query
 * (`?companyId=`) instead of the path. API tokens are refused on such routes: the wrapper is not
 * marked as enforcing a token's scope.
 */
export const inQueryCompany =
  (guard: (request: FastifyRequest) => Promise<void>) =>
  async (request: FastifyRequest): Promise<void> => {
    const { companyId } = request.query as { companyId: string };
    (request.params as Record<string, string>).companyId = companyId;
    await guard(request);
  };
