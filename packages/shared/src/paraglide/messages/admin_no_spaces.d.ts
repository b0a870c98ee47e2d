/**
* | output |
* | --- |
* | "No spaces match." |
*
* @param {Admin_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_no_spaces: ((inputs?: Admin_No_SpacesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_No_SpacesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_No_SpacesInputs = {};
