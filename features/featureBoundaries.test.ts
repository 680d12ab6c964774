// The feature boundary `npm run lint` checks (scripts/feature-boundaries.mjs), proved on planted trees: each kind
// of run-time import from one feature into another is counted, the imports that carry no code are not, loops are
// found, and the check fails on an import missing from the allow-list and on an entry that no longer occurs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkBoundaries, crossFeatureImports, featureLoops } from '../scripts/feature-boundaries.mjs';

let root: string;

function plant(files: Record<string, string>, allowed?: string[]) {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  if (allowed) {
    mkdirSync(join(root, 'scripts'));
    writeFileSync(join(root, 'scripts/feature-boundaries.allow.json'), JSON.stringify({ allowed }));
  }
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('feature boundaries', () => {
  it('counts static, re-exported, side-effect and dynamic imports of another feature, by alias or relative path', () => {
    plant({
      'features/a/ui/One.tsx': [
        "import { B } from '@/features/b/ui/B';",
        "export { helper } from '../../b/logic/helper';",
        "import '@/features/b/ui/styles';",
        "const Lazy = () => import('@/features/b/ui/Lazy');",
        "import { mixed, type T } from '@/features/b/logic/mixed';",
      ].join('\n'),
    });
    expect(crossFeatureImports(root).map((i) => [i.from, i.to, i.module, i.line])).toEqual([
      ['a', 'b', 'features/b/ui/B', 1],
      ['a', 'b', 'features/b/logic/helper', 2],
      ['a', 'b', 'features/b/logic/mixed', 5],
      ['a', 'b', 'features/b/ui/styles', 3],
      ['a', 'b', 'features/b/ui/Lazy', 4],
    ]);
  });

  it('does not count type-only imports, contract imports, imports within a feature, the shared layers or comments', () => {
    plant({
      'features/a/ui/One.tsx': [
        "import type { B } from '@/features/b/ui/B';",
        "export type { C } from '@/features/b/logic/c';",
        "import { type D, type E } from '@/features/b/logic/d';",
        "import { userSchema } from '@/features/b/contract/user';",
        "import { own } from '@/features/a/logic/own';",
        "import { local } from './local';",
        "import { Button } from '@/components/kit/Button';",
        "// import { Old } from '@/features/b/ui/Old';",
        "/* import { Older } from '@/features/b/ui/Older'; */",
      ].join('\n'),
    });
    expect(crossFeatureImports(root)).toEqual([]);
  });

  it('finds the features that import each other in a loop', () => {
    plant({
      'features/a/ui/A.tsx': "import { B } from '@/features/b/ui/B';",
      'features/b/ui/B.tsx': "import { C } from '@/features/c/ui/C';",
      'features/c/ui/C.tsx': "import { A } from '@/features/a/ui/A';",
      'features/d/ui/D.tsx': "import { A } from '@/features/a/ui/A';",
    });
    expect(featureLoops(crossFeatureImports(root))).toEqual([['a', 'b', 'c']]);
  });

  it('fails on an import missing from the allow-list, on a stale entry and on a loop; passes when all are listed', () => {
    plant(
      {
        'features/a/ui/A.tsx': "import { B } from '@/features/b/ui/B';",
        'features/b/ui/B.tsx': "import { helper } from '@/features/c/logic/helper';",
      },
      ['features/a/ui/A.tsx -> features/b/ui/B', 'features/x/ui/Gone.tsx -> features/b/ui/B'],
    );
    expect(checkBoundaries(root).problems).toEqual([
      expect.stringMatching(/^features\/b\/ui\/B\.tsx:1: features\/b imports features\/c at run time/),
      expect.stringMatching(/"features\/x\/ui\/Gone\.tsx -> features\/b\/ui\/B" no longer occurs/),
    ]);
    writeFileSync(join(root, 'scripts/feature-boundaries.allow.json'), JSON.stringify({ allowed: ['features/a/ui/A.tsx -> features/b/ui/B', 'features/b/ui/B.tsx -> features/c/logic/helper'] }));
    expect(checkBoundaries(root).problems).toEqual([]);
    mkdirSync(join(root, 'features/c/logic'), { recursive: true });
    writeFileSync(join(root, 'features/c/logic/helper.ts'), "import { A } from '@/features/a/ui/A';");
    expect(checkBoundaries(root).problems).toEqual([
      expect.stringMatching(/^features\/c\/logic\/helper\.ts:1: features\/c imports features\/a/),
      'features import each other in a loop: a, b, c.',
    ]);
  });
});
