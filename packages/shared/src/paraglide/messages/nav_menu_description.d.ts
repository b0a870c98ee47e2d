/**
* | output |
* | --- |
* | "Pages of Nafasi" |
*
* @param {Nav_Menu_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nav_menu_description: ((inputs?: Nav_Menu_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Menu_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Menu_DescriptionInputs = {};
