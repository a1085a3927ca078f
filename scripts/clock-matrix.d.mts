export declare const CLOCK_INSTANTS: { zone: string; now: string }[];
export declare const CLOCK_FILES: string[];
