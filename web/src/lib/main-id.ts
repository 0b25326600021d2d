/** The id of the page's main landmark: the skip link's target, focused by pages that swap their content. */
export const MAIN_ID = 'main-content';
