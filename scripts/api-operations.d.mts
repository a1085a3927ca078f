export declare function operationsModule(documentText: string): string;
