/**
* | output |
* | --- |
* | "This space may have been removed or does not exist." |
*
* @param {Space_Not_Found_DetailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_not_found_detail: ((inputs?: Space_Not_Found_DetailInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Not_Found_DetailInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Not_Found_DetailInputs = {};
