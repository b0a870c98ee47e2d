/**
* | output |
* | --- |
* | "Tax ({percent}%)" |
*
* @param {Tax_FlatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_flat: ((inputs: Tax_FlatInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_FlatInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_FlatInputs = {
    percent: NonNullable<unknown>;
};
