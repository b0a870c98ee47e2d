/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Approvals_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_reason: ((inputs?: Approvals_ReasonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_ReasonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_ReasonInputs = {};
