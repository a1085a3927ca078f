export declare const ICON_SIZES: number[];
export declare function maskable(svg: string): string;
