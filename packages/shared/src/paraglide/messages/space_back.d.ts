/**
* | output |
* | --- |
* | "Back to Spaces" |
*
* @param {Space_BackInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_back: ((inputs?: Space_BackInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_BackInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_BackInputs = {};
