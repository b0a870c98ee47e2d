/**
* | output |
* | --- |
* | "Photo {n}" |
*
* @param {Photos_NthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_nth: ((inputs: Photos_NthInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photos_NthInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photos_NthInputs = {
    n: NonNullable<unknown>;
};
