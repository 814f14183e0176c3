import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = ReturnType<typeof createJsonSchemaTransform>;

/**
 * zod → the document's JSON Schema. The library's own override drops the branches of a union that zod has not filled
 * in yet when it runs (the text branch of a wire number came out as `{ anyOf: [integer] }`); this one only says what
 * JSON cannot carry: a date is its ISO text, an absent value is null.
 */
const zodToOpenApi = createJsonSchemaTransform({
  zodToJsonConfig: {
    override: (ctx) => {
      const type = ctx.zodSchema._zod.def.type;
      if (type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
      if (type === 'undefined') ctx.jsonSchema.type = 'null';
    },
  },
});

/**
 * A union whose branches read the same once converted (a wire number's answer: a number either way) is one schema,
 * and a union of one branch is that branch: Redocly warns on both.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, tidy(value)]),
  );
  if (Array.isArray(out.anyOf)) {
    const seen = new Set<string>();
    const branches = out.anyOf.filter((branch) => {
      const key = JSON.stringify(branch);
      return seen.has(key) ? false : (seen.add(key), true);
    });
    if (branches.length === 1 && typeof branches[0] === 'object') {
      delete out.anyOf;
      return { ...(branches[0] as object), ...out };
    }
    out.anyOf = branches;
  }
  return out;
}

/**
 * The swagger plugin's transform: the calls under /api only (the web app's files, pictures and sitemaps are not calls
 * of the API), their zod schemas converted and tidied.
 */
export const openApiTransform: Transform = (route) => {
  if (!route.url.startsWith('/api/')) return { schema: { hide: true }, url: route.url };
  const converted = zodToOpenApi(route);
  const schema = tidy(converted.schema) as typeof converted.schema & Record<string, unknown>;
  for (const part of ['params', 'querystring']) spreadExamples(schema[part]);
  const body = schema.body as Record<string, unknown> | undefined;
  if (body?.[REQUEST_EXAMPLES]) {
    // The plugin makes a body's `examples` the request's examples.
    body.examples = body[REQUEST_EXAMPLES];
    Reflect.deleteProperty(body, REQUEST_EXAMPLES);
  }
  const form = route.schema?.[FORM_BODY as keyof typeof route.schema];
  if (form && body) {
    // A call taking JSON or a form (contract `acceptsForm`): both bodies, each under its media type.
    Reflect.deleteProperty(schema, FORM_BODY);
    const formSchema = tidy(zodToOpenApi({ ...route, schema: { body: form } }).schema?.body);
    schema.body = {
      content: {
        'application/json': { schema: body },
        'multipart/form-data': { schema: formSchema },
      },
    };
  }
  return { ...converted, schema };
};

/** The key under which route.ts hands the form of a call taking JSON or a form to this transform. */
export const FORM_BODY = 'x-form-body';

/** The key under which route.ts hands a call's example requests to this transform. */
export const REQUEST_EXAMPLES = 'x-request-examples';

/**
 * The examples of a whole query or path (`[{ id: 7 }]`) onto its parameters (`id: examples [7]`): OpenAPI shows
 * examples per parameter.
 */
function spreadExamples(schema: unknown) {
  const object = schema as Record<string, unknown> & { properties?: Record<string, object> };
  const examples = object?.[REQUEST_EXAMPLES] as Record<string, unknown>[] | undefined;
  if (!Array.isArray(examples) || !object.properties) return;
  for (const [name, property] of Object.entries(object.properties)) {
    const values = [...new Set(examples.map((example) => example[name]))].filter((v) => v !== undefined);
    if (values.length > 0) Object.assign(property, { examples: values });
  }
  Reflect.deleteProperty(object, REQUEST_EXAMPLES);
}
