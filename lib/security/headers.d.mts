export declare function contentSecurityPolicy(options?: { imageHosts?: string[]; development?: boolean }): string;
export declare const HSTS: string;
export declare function strictTransportSecurity(siteUrl: string | undefined): string | null;
