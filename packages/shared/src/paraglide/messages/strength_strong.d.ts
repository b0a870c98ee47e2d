/**
* | output |
* | --- |
* | "Strong" |
*
* @param {Strength_StrongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const strength_strong: ((inputs?: Strength_StrongInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Strength_StrongInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Strength_StrongInputs = {};
