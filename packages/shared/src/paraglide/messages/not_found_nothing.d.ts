/**
* | output |
* | --- |
* | "Nothing lives at" |
*
* @param {Not_Found_NothingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const not_found_nothing: ((inputs?: Not_Found_NothingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_NothingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_NothingInputs = {};
