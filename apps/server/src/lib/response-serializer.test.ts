import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { errorsPlugin } from "../plugins/errors";
import { serializerCompiler } from "./response-serializer";

const member = z.object({ id: z.uuid(), name: z.string(), manager: z.nullable(z.object({ id: z.uuid() })) });
const id = "7d0f6c7e-2f5a-4c3e-9b1a-0e6f1d2c3b4a";
let answer: unknown;

const app = Fastify();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get("/members", { schema: { response: { 200: z.array(member) } } }, async () => answer);
  await app.ready();
});
afterAll(() => app.close());

describe("the answer's schema", () => {
  it("sends what the schema names and nothing else, nested too", async () => {
    answer = [{ id, name: "Anna", passwordHash: "x", manager: { id, email: "boss@example.com" } }];
    const response = await app.inject({ method: "GET", url: "/members" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id, name: "Anna", manager: { id } }]);
  });

  it("answers 500 without the data when a row does not match it", async () => {
    answer = [
      { id, name: "Anna", manager: null },
      { id: "not-an-id", name: "Bo", manager: null },
    ];
    const response = await app.inject({ method: "GET", url: "/members" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("Anna");
  });
});
