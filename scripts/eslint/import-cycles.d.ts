export declare const resolveSpecifier: (
  specifier: string,
  fromFile: string,
  root: string,
) => string | undefined;
export declare const createImportGraph: (
  root: string,
  readText?: (file: string) => string,
) => {
  importsOf: (file: string) => string[];
  pathBack: (start: string, goal: string) => string[] | undefined;
};
declare const plugin: { rules: Record<string, unknown> };
export default plugin;
