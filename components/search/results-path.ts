/** The results page, where every search bar sends its search. */
export const RESULTS_PATH = '/hotel/result';
