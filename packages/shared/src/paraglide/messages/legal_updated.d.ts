/**
* | output |
* | --- |
* | "Last updated {day}" |
*
* @param {Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const legal_updated: ((inputs: Legal_UpdatedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_UpdatedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_UpdatedInputs = {
    day: NonNullable<unknown>;
};
