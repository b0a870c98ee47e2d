/**
* | output |
* | --- |
* | "Give date, start and end together to find spaces free at a time." |
*
* @param {Search_Window_IncompleteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_window_incomplete: ((inputs?: Search_Window_IncompleteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Window_IncompleteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Window_IncompleteInputs = {};
