// The API's operations as the OpenAPI document describes them, with each route's access declaration:
// the fuzz tests are generated from this list, so a new route is fuzzed without being named.
import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) the zod transform emits. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = { in: 'path' | 'query'; name: string; required: boolean; schema: JsonSchema };

export type RouteAuth =
  | 'public'
  | {
      userTypes?: string[];
      systemOnly?: boolean;
      companyKinds?: readonly string[];
      viewMode?: 'refused';
      apiScopes?: readonly string[];
    };

export type Operation = {
  /** e.g. `PUT /api/leadspeek/client/update`, the key the route declarations use. */
  key: string;
  method: string;
  /** The OpenAPI path, parameters in braces (`/api/roles/{companyID}`). */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the route declares one. */
  body: JsonSchema | null;
  auth: RouteAuth;
};

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** `/api/x/{a}/{b}?` → `/api/x/:a/:b?`, the form the route declarations are written in. */
const fastifyPathOf = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

export function operationsOf(app: FastifyInstance): Operation[] {
  const declarations = new Map(
    app.routeDeclarations.map((line) => {
      const [key, auth] = line.split(' → ') as [string, string];
      return [key, JSON.parse(auth) as RouteAuth];
    }),
  );
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${fastifyPathOf(path)}`;
      // Routes outside /api (the pixel script, the demo site) declare no access: they are public.
      const auth = declarations.get(key) ?? 'public';
      operations.push({
        key,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema ?? null,
        auth,
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}
