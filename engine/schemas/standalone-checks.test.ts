import fs from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { AJV_CASES, isJson } from './ajv-cases';
import { standaloneModule } from './standalone-checks';
import './formats';

describe("ajv's standalone checks, as browsers run them", () => {
  it('answer as TypeBox does on every case, importing only the formats and runtime helpers', async () => {
    const schemas: Record<string, TSchema> = {};
    AJV_CASES.forEach(([, schema], i) => {
      schemas[`case${i}`] = schema;
    });
    const dir = path.resolve('.cache/standalone-test');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'cases.generated.ts');
    const formats = path.relative(dir, path.resolve('engine/schemas/format-checks')).replaceAll('\\', '/');
    const source = standaloneModule(schemas, formats, '// test module');
    fs.writeFileSync(file, source);
    expect(source).toMatch(/^import func\d+ from 'ajv\/dist\/runtime\/equal';$/m);
    expect(source).not.toMatch(/\brequire\(|instancePath,schemaPath/);
    const checks = (await import(/* @vite-ignore */ file)) as Record<string, (value: unknown) => boolean>;
    AJV_CASES.forEach(([name, schema, values], i) => {
      for (const value of values.filter(isJson))
        expect(checks[`case${i}`]!(value), `${name}: ${JSON.stringify(value)}`).toBe(
          Value.Check(schema, value),
        );
    });
  });
});
