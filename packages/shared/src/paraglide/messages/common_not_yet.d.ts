/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Common_Not_YetInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const common_not_yet: ((inputs?: Common_Not_YetInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Not_YetInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Not_YetInputs = {};
