/**
* | output |
* | --- |
* | "Download our logo (SVG)" |
*
* @param {Press_LogoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_logo: ((inputs?: Press_LogoInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_LogoInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_LogoInputs = {};
