/**
* | output |
* | --- |
* | "Your last changes were not accepted: {reason}" |
*
* @param {List_Changes_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_changes_refused: ((inputs: List_Changes_RefusedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Changes_RefusedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Changes_RefusedInputs = {
    reason: NonNullable<unknown>;
};
