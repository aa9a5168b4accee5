/** Session-storage key of the last search, read by the search bars and the hotel page. */
export const SEARCH_STORAGE_KEY = 'hotel-search-params';
