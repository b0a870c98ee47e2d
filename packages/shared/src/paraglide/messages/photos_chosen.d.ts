/**
* | output |
* | --- |
* | "Chosen photos" |
*
* @param {Photos_ChosenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_chosen: ((inputs?: Photos_ChosenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photos_ChosenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photos_ChosenInputs = {};
