export declare const chromiumArgs: string[];
export declare const testLocale: string;
export declare const testChromiumArgs: string[];
export declare function chromiumPath(): string;
export declare function chromiumFound(): boolean;
