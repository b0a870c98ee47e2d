/**
* | output |
* | --- |
* | "Total Spaces" |
*
* @param {Admin_Total_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_total_spaces: ((inputs?: Admin_Total_SpacesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Total_SpacesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Total_SpacesInputs = {};
