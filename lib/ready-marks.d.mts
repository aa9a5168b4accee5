export declare const READY_MARK: 'staynaija:ready';
