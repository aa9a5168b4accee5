// Addresses that hand a booking over to other apps: a chat message and a map search. No server code: the share
// button builds nothing itself, the page hands it these.

/** A WhatsApp message with this text, for browsers without the system share sheet (navigator.share). */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** A Google Maps search for a property's address (the Maps URLs API, which opens the app on phones). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
