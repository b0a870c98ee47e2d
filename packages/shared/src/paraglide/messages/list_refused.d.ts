/**
* | output |
* | --- |
* | "Refused: {reason}" |
*
* @param {List_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_refused: ((inputs: List_RefusedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_RefusedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_RefusedInputs = {
    reason: NonNullable<unknown>;
};
