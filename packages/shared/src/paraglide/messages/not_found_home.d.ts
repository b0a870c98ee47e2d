/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Not_Found_HomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const not_found_home: ((inputs?: Not_Found_HomeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_HomeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_HomeInputs = {};
