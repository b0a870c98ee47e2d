/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Approvals_ApproveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_approve: ((inputs?: Approvals_ApproveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_ApproveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_ApproveInputs = {};
