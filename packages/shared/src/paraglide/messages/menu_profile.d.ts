/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Menu_ProfileInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_profile: ((inputs?: Menu_ProfileInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ProfileInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_ProfileInputs = {};
