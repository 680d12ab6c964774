import fs from 'node:fs';
import path from 'node:path';

/**
 * The failure-key objects the features declare in `features/<feature>/contract/*ErrorKeys.ts` (tests
 * only: found on disk, so a new feature's file is checked without being listed anywhere).
 */
export function featureErrorKeyObjects(root: string): Record<string, string>[] {
  const featuresDir = path.join(root, 'features');
  return fs
    .readdirSync(featuresDir)
    .flatMap((feature) => {
      const contract = path.join(featuresDir, feature, 'contract');
      return fs.existsSync(contract) ? fs.readdirSync(contract).filter((file) => file.endsWith('ErrorKeys.ts')).map((file) => path.join(contract, file)) : [];
    })
    .flatMap((file) => Object.values(require(file) as Record<string, Record<string, string>>));
}
