/**
* | output |
* | --- |
* | "by {owner}" |
*
* @param {Approvals_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_by: ((inputs: Approvals_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_ByInputs = {
    owner: NonNullable<unknown>;
};
