/**
* | output |
* | --- |
* | "Remove photo {n}" |
*
* @param {Photos_RemoveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_remove: ((inputs: Photos_RemoveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photos_RemoveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photos_RemoveInputs = {
    n: NonNullable<unknown>;
};
