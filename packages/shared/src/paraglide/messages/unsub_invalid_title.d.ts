/**
* | output |
* | --- |
* | "This link is not valid" |
*
* @param {Unsub_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_invalid_title: ((inputs?: Unsub_Invalid_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsub_Invalid_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Unsub_Invalid_TitleInputs = {};
