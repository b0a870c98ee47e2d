/**
* | output |
* | --- |
* | "Space Provider" |
*
* @param {Partner_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partner_space: ((inputs?: Partner_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partner_SpaceInputs = {};
