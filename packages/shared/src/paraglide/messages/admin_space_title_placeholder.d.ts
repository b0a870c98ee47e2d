/**
* | output |
* | --- |
* | "Westlands Boardroom" |
*
* @param {Admin_Space_Title_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_title_placeholder: ((inputs?: Admin_Space_Title_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Space_Title_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Space_Title_PlaceholderInputs = {};
