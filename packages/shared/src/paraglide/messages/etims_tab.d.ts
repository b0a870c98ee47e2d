/**
* | output |
* | --- |
* | "Tax invoice {number}" |
*
* @param {Etims_TabInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_tab: ((inputs: Etims_TabInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_TabInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_TabInputs = {
    number: NonNullable<unknown>;
};
