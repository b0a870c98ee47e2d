/**
* | output |
* | --- |
* | "e.g. Please add a photo of the room itself." |
*
* @param {Approvals_Reason_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_reason_placeholder: ((inputs?: Approvals_Reason_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_Reason_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_Reason_PlaceholderInputs = {};
