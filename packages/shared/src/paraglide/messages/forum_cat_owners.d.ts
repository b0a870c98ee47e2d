/**
* | output |
* | --- |
* | "Space Owners" |
*
* @param {Forum_Cat_OwnersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_owners: ((inputs?: Forum_Cat_OwnersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_OwnersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_OwnersInputs = {};
