/**
* | output |
* | --- |
* | "Conversation with {name}" |
*
* @param {Conv_WithInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_with: ((inputs: Conv_WithInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_WithInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_WithInputs = {
    name: NonNullable<unknown>;
};
