import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalErrorTexts } from './global-error-texts';

describe("the global error page's texts", () => {
  it("are the catalogues' ErrorPage messages (npm run i18n:global-error writes them)", () => {
    const written = fs.readFileSync(path.join(__dirname, 'global-error-texts.json'), 'utf8');
    expect(written).toBe(`${JSON.stringify(globalErrorTexts(), null, 2)}\n`);
  });
});
