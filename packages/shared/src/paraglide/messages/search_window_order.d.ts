/**
* | output |
* | --- |
* | "end must be after start" |
*
* @param {Search_Window_OrderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const search_window_order: ((inputs?: Search_Window_OrderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Window_OrderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Window_OrderInputs = {};
