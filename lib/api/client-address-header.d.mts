export declare const CLIENT_ADDRESS_HEADER: 'x-staynaija-socket-address';
