/**
 * The payments row provider of money taken at the property and recorded at the reservations desk. It counts towards
 * what was paid like a card payment, but is never refunded to a card.
 */
export const PROPERTY_PAYMENT_PROVIDER = 'property';
