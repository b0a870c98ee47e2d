/**
* | output |
* | --- |
* | "{day} opens" |
*
* @param {Hours_OpensInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_opens: ((inputs: Hours_OpensInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hours_OpensInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hours_OpensInputs = {
    day: NonNullable<unknown>;
};
