export declare const uncleanedCitationFiles: string[];
