/**
* | output |
* | --- |
* | "Move photo {n} earlier" |
*
* @param {Photos_EarlierInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_earlier: ((inputs: Photos_EarlierInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photos_EarlierInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photos_EarlierInputs = {
    n: NonNullable<unknown>;
};
