export declare const MINIMUM_NODE_MAJOR: number;
export declare const nodeVersionProblem: (version: string) => string | undefined;
