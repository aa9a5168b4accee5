// What pages and the service worker (worker/sw.ts) say to each other.

export type OfflineMessage =
  /** Logout: delete every kept page. */
  | { type: 'forget' }
  /** Who is signed in now (their offline key), or nobody: any other guest's kept pages are deleted. */
  | { type: 'identity'; key: string | null }
  /** Keep these booking pages and calendar files, and the script and style files this page runs on. */
  | { type: 'keep'; pages?: string[]; assets?: string[] }
  /** Was this page answered from the device copy? The answer comes back on the message's port. */
  | { type: 'status' };

/** The answer to `status`: when the device copy this page shows was saved, or null when it came from the network. */
export interface OfflineStatus {
  savedAt: string | null;
}
