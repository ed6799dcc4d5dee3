export declare const trackerCitationsIn: (text: string) => string[];
export declare const noTrackerCitations: unknown;
declare const plugin: { rules: Record<string, unknown> };
export default plugin;
