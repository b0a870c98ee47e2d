/**
* | output |
* | --- |
* | "Move photo {n} later" |
*
* @param {Photos_LaterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_later: ((inputs: Photos_LaterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photos_LaterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photos_LaterInputs = {
    n: NonNullable<unknown>;
};
