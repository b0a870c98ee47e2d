/**
* | output |
* | --- |
* | "No such person." |
*
* @param {Person_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_not_found: ((inputs?: Person_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Not_FoundInputs = {};
