/**
 * The import direction of issue 12: the providers import nothing from resources/ or src/, the
 * descriptors import no UI, and an area of src/features/ never imports another (nor reaches one by
 * name through the feature registry). The lint rules say so; these cases prove the rules catch a
 * wrong import (and let the allowed ones through).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(rule: string, file: string, code: string): Promise<number> {
  const results = await eslint.lintText(code, { filePath: file });
  return results[0]!.messages.filter((m) => m.ruleId === rule).length;
}

const restrictedImports = (file: string, code: string) =>
  restricted('no-restricted-imports', file, code);

describe('import direction', () => {
  it('the data provider may not import the descriptor registry', async () => {
    const code = "import { descriptorFor } from '../resources';\nexport const d = descriptorFor;\n";
    expect(await restrictedImports('dataProvider/probe.ts', code)).toBe(1);
  });

  it('the auth provider may not import src/ nor resources/ at run time, but may import their types', async () => {
    const wrong =
      "import { featureComponent } from '../src/features/registry';\nexport const f = featureComponent;\n";
    expect(await restrictedImports('authProvider/probe.ts', wrong)).toBe(1);
    const types =
      "import type { ViewName } from '../resources/types';\nexport type V = ViewName;\n";
    expect(await restrictedImports('authProvider/probe.ts', types)).toBe(0);
  });

  it('a descriptor may not import UI', async () => {
    const react = "import { useState } from 'react';\nexport const s = useState;\n";
    const mui = "import Button from '@mui/material/Button';\nexport const b = Button;\n";
    const ra = "import { List } from 'react-admin';\nexport const l = List;\n";
    for (const code of [react, mui, ra])
      expect(await restrictedImports('resources/console/probe.ts', code)).toBe(1);
    const data = "import { defineResource } from '../types';\nexport const d = defineResource;\n";
    expect(await restrictedImports('resources/console/probe.ts', data)).toBe(0);
  });

  it('an area of src/features/ may not import another area', async () => {
    const other =
      "import { ProfilePage } from '../profile/ProfilePage';\nexport const p = ProfilePage;\n";
    expect(await restrictedImports('src/features/settings/probe.tsx', other)).toBe(1);
    const own = "import { SettingsPage } from './SettingsPage';\nexport const s = SettingsPage;\n";
    expect(await restrictedImports('src/features/settings/probe.tsx', own)).toBe(0);
  });

  it('an area of src/features/ may not reach another through the registry', async () => {
    const reach = (name: string) =>
      `import { featureComponent } from '../registry';\nexport const T = featureComponent('${name}');\n`;
    const file = 'src/features/settings/probe.tsx';
    expect(await restricted('no-restricted-syntax', file, reach('terminal/Tools'))).toBe(1);
    expect(await restricted('no-restricted-syntax', file, reach('settings/Tools'))).toBe(0);
    const byVariable =
      "import { hasFeature } from '../registry';\nconst n = 'x/Y';\nexport const h = hasFeature(n as never);\n";
    expect(await restricted('no-restricted-syntax', file, byVariable)).toBe(1);
  });
});
