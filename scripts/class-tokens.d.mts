export declare const CLASS_SOURCE_DIRS: string[];
export declare function classSourceFiles(root: string): string[];
export declare function literalTexts(fileName: string, sourceText: string): string[];
export declare function collectClassTokens(root: string): string[];
