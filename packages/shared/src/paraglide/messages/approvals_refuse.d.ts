/**
* | output |
* | --- |
* | "Refuse" |
*
* @param {Approvals_RefuseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_refuse: ((inputs?: Approvals_RefuseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_RefuseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_RefuseInputs = {};
