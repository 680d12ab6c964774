/** Types of scripts/feature-boundaries.mjs, for the test that proves it (features/featureBoundaries.test.ts). */
export type CrossFeatureImport = { file: string; line: number; from: string; to: string; module: string };
export declare function crossFeatureImports(root?: string): CrossFeatureImport[];
export declare function featureLoops(imports: readonly CrossFeatureImport[]): string[][];
export declare function checkBoundaries(root?: string): { imports: CrossFeatureImport[]; loops: string[][]; problems: string[] };
