export interface Location {
  workspace: string;
  inner: string;
}
export declare const checkImport: (
  source: Location,
  target: Location | { external: string } | { outside: string },
) => string | undefined;
declare const plugin: { rules: Record<string, unknown> };
export default plugin;
