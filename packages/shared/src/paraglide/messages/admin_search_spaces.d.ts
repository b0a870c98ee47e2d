/**
* | output |
* | --- |
* | "Search title, location or owner" |
*
* @param {Admin_Search_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_search_spaces: ((inputs?: Admin_Search_SpacesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Search_SpacesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Search_SpacesInputs = {};
