export declare const READY_MARKS: { readonly frame: 'staynaija:ready'; readonly account: 'staynaija:account-ready' };
