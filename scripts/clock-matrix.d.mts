export declare const CLOCK_INSTANTS: { zone: string; now: string }[];
export declare function clockFiles(root: string, runs: (file: string) => boolean): string[];
