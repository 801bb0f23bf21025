/** The element that lists a page's scripts to start after its first picture (decision 019). */
export const LATER_SCRIPTS_ID = 'later-scripts';
