/**
* | output |
* | --- |
* | "M-Pesa code, if sent by hand" |
*
* @param {Held_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_code_label: ((inputs?: Held_Code_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Held_Code_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Held_Code_LabelInputs = {};
