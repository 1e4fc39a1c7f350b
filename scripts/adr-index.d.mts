export type Decision = { file: string; number: number; title: string; date: string; status: string };
export declare const decisionsDir: string;
export declare function readDecisions(): Decision[];
export declare function adrIndex(): string;
