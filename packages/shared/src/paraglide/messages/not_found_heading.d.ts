/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Not_Found_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const not_found_heading: ((inputs?: Not_Found_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_HeadingInputs = {};
