import {
  okSchema,
  subTaskCreateSchema,
  subTaskUpdateSchema,
  taskCreateSchema,
  taskListQuerySchema,
  taskSchema,
  taskScopes,
  taskUpdateResultSchema,
  taskUpdateSchema,
  timeLogSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./tasks.service";

const taskParams = z.extend(companyParams, { taskId: z.uuid() });
const subTaskParams = z.extend(taskParams, { subTaskId: z.uuid() });
const deleteQuery = z.object({ scope: z._default(z.enum(taskScopes), "following") });
const tags = ["tasks"];

export async function tasksRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = app.requireCompany();
  const write = app.requireCompany({ permission: "Tasks" });
  const base = "/companies/:companyId/tasks";

  r.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        summary: "The tasks the member sees, with the list's filters, by due date",
        params: companyParams,
        querystring: taskListQuerySchema,
        response: { 200: z.array(taskSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listTasks(tx, tenant, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Create a task (its members are told)",
        params: companyParams,
        body: taskCreateSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const task = await tenant.run((tx) => service.createTask(tx, deps, tenant, request.body));
      return reply.code(201).send(task);
    },
  );

  r.get(
    `${base}/:taskId`,
    { preHandler: read, schema: { tags, summary: "One task", params: taskParams, response: { 200: taskSchema } } },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getTask(tx, tenant, request.params.taskId));
    },
  );

  r.put(
    `${base}/:taskId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary:
          "Save the task (this occurrence or all following); completing a repeating one answers the next occurrence too",
        params: taskParams,
        body: taskUpdateSchema,
        response: { 200: taskUpdateResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateTask(tx, deps, tenant, request.params.taskId, request.body));
    },
  );

  r.post(
    `${base}/:taskId/sub-tasks`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Add a sub task; answers the task",
        params: taskParams,
        body: subTaskCreateSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const task = await tenant.run((tx) => service.addSubTask(tx, tenant, request.params.taskId, request.body));
      return reply.code(201).send(task);
    },
  );

  r.put(
    `${base}/:taskId/sub-tasks/:subTaskId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Rename or tick a sub task; answers the task",
        params: subTaskParams,
        body: subTaskUpdateSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { taskId, subTaskId } = request.params;
      return tenant.run((tx) => service.updateSubTask(tx, tenant, taskId, subTaskId, request.body));
    },
  );

  r.delete(
    `${base}/:taskId/sub-tasks/:subTaskId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Delete a sub task; answers the task",
        params: subTaskParams,
        response: { 200: taskSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { taskId, subTaskId } = request.params;
      return tenant.run((tx) => service.deleteSubTask(tx, tenant, taskId, subTaskId));
    },
  );

  r.post(
    `${base}/:taskId/time`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Log time spent (added to what is logged); answers the task",
        params: taskParams,
        body: timeLogSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.logTime(tx, tenant, request.params.taskId, request.body.minutes));
    },
  );

  r.delete(
    `${base}/:taskId`,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Delete a task (a repeating one: this occurrence or all following)",
        params: taskParams,
        querystring: deleteQuery,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deleteTask(tx, tenant, request.params.taskId, request.query.scope));
      return { ok: true as const };
    },
  );
}
