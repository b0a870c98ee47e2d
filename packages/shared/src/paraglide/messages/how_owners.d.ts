/**
* | output |
* | --- |
* | "For space owners" |
*
* @param {How_OwnersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const how_owners: ((inputs?: How_OwnersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<How_OwnersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type How_OwnersInputs = {};
